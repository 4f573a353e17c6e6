/**
 * The sandbox's whole mutable state, in memory. Handlers read and write it synchronously (never
 * across an `await`), so concurrent requests on Node's single thread cannot interleave a change.
 */
import { addDays, isoDate } from './dates.ts';
import { bytesOf, MemoryBudget } from './memory-budget.ts';
import { loadPersonas, type Persona } from './personas.ts';
import { seedSubscription } from './rules.ts';
import type { Account, Fault, Subscription, Tender } from './types';

/** A card token of the card frame: the card, and the customer (gid) it was made for. */
export interface CardToken {
  tender: Tender;
  /** The signed-in customer who tokenised it; null when nobody was, so nobody can save it. */
  customer: string | null;
}

/** An armed fault and how many more requests it hits (Infinity when `times` was omitted). */
export interface ArmedFault extends Fault {
  remaining: number;
}

/** A mutation a service applied (a non-GET `/api/` call answered 2xx). */
export interface AppliedMutation {
  method: string;
  /** Path and query. */
  path: string;
  status: number;
  idempotencyKey: string | null;
  /** How many repeats of its Idempotency-Key got the stored answer instead of a second run. */
  replays: number;
}

/** A remembered Idempotency-Key: what it was sent with, and the answer once there is one. */
export interface IdempotencyRecord {
  fingerprint: string;
  storedAt: number;
  /** Undefined while the first request is still being handled. */
  answer?: { status: number; contentType: string; body: string; mutation: AppliedMutation };
}

/**
 * Bounds of a tenant's state that callers can grow (docs in README "Limits"): beyond each, the
 * oldest entry goes first, so a script or a hostile page cannot grow the sandbox's memory.
 */
export const stateBounds = {
  /** Content fragments put with `PUT /__sandbox/content/…`. */
  contentOverrides: 200,
  /** Card tokens issued by the card frame stand-in. */
  cardTokens: 500,
  /** Applied mutations listed by `GET /__sandbox/mutations`. */
  mutations: 1000,
  /** Armed faults (`POST /__sandbox/faults`). */
  faults: 100,
} as const;

/** What an applied mutation costs to list, beyond its path and key. */
const MUTATION_BYTES = 64;

/** Sets `key` as the newest entry of `map`, dropping the oldest beyond `max` (told to `dropped`). */
export function setBounded<K, V>(
  map: Map<K, V>,
  key: K,
  value: V,
  max: number,
  dropped?: (key: K, value: V) => void,
): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.entries().next();
    if (oldest.done) break;
    map.delete(oldest.value[0]);
    dropped?.(...oldest.value);
  }
}

/** What a remembered Idempotency-Key holds. */
const keyBytes = (id: string, record: IdempotencyRecord) =>
  bytesOf(id, record.fingerprint, record.answer?.body ?? '', record.answer?.mutation.path ?? '');

/** Everything `POST /__sandbox/reset` restores. */
export class SandboxState {
  readonly personas: Persona[];
  private readonly startDate: string;
  offsetDays = 0;
  accounts = new Map<string, Account>();
  subscriptions = new Map<string, Subscription>();
  faults: ArmedFault[] = [];
  contentOverrides = new Map<string, string>();
  /** Card tokens issued by the card frame stand-in, by token; each is good for one save. */
  cardTokens = new Map<string, CardToken>();
  /** Applied mutations, oldest first (GET /__sandbox/mutations). */
  mutations: AppliedMutation[] = [];
  /** Idempotency keys by caller and key (sandbox/idempotency.ts), oldest first. */
  idempotency = new Map<string, IdempotencyRecord>();
  private sequence = 0;
  /** The sandbox's shared memory budget (sandbox/memory-budget.ts) and this state's part of it. */
  readonly budget: MemoryBudget;
  private held = 0;

  constructor(options: { today?: string; personas?: Persona[]; budget?: MemoryBudget } = {}) {
    this.personas = options.personas ?? loadPersonas();
    this.budget = options.budget ?? new MemoryBudget();
    this.startDate = options.today ?? isoDate(new Date());
    this.reset();
  }

  /** Takes bytes from the budget for this state (a 429 beyond it unless `force`). */
  private hold(bytes: number, replacing = 0, force = false): void {
    this.budget.take(bytes, replacing, force);
    this.held += bytes - replacing;
  }

  /** Gives bytes back to the budget. */
  private free(bytes: number): void {
    this.budget.give(bytes);
    this.held -= bytes;
  }

  /** Serves `text` for a content path until reset (bounded, oldest first, within the budget). */
  putContentOverride(path: string, text: string): void {
    const old = this.contentOverrides.get(path);
    this.hold(bytesOf(path, text), old === undefined ? 0 : bytesOf(path, old));
    setBounded(this.contentOverrides, path, text, stateBounds.contentOverrides, (p, t) =>
      this.free(bytesOf(p, t)),
    );
  }

  /** Serves the default content of a path again. */
  deleteContentOverride(path: string): void {
    const old = this.contentOverrides.get(path);
    if (old === undefined) return;
    this.contentOverrides.delete(path);
    this.free(bytesOf(path, old));
  }

  /** Remembers an Idempotency-Key's record (sandbox/idempotency.ts), within the budget. */
  rememberKey(id: string, record: IdempotencyRecord): void {
    const old = this.idempotency.get(id);
    this.hold(keyBytes(id, record), old ? keyBytes(id, old) : 0);
    this.idempotency.set(id, record);
  }

  /** Forgets an Idempotency-Key. */
  forgetKey(id: string): void {
    const old = this.idempotency.get(id);
    if (!old) return;
    this.idempotency.delete(id);
    this.free(keyBytes(id, old));
  }

  /** Arms a fault (bounded, oldest first); returns it as armed. */
  armFault(fault: ArmedFault): ArmedFault {
    this.faults.push(fault);
    if (this.faults.length > stateBounds.faults) {
      this.faults.splice(0, this.faults.length - stateBounds.faults);
    }
    return fault;
  }

  /** Remembers the card a token stands for and whose it is (bounded, oldest first). */
  addCardToken(token: string, card: CardToken): void {
    setBounded(this.cardTokens, token, card, stateBounds.cardTokens);
  }

  /** Lists an applied mutation (bounded, oldest first). */
  recordMutation(mutation: AppliedMutation): void {
    // Listed even beyond the budget: the service has applied it already.
    this.hold(bytesOf(mutation.path, mutation.idempotencyKey ?? '') + MUTATION_BYTES, 0, true);
    this.mutations.push(mutation);
    if (this.mutations.length > stateBounds.mutations) {
      for (const gone of this.mutations.splice(0, this.mutations.length - stateBounds.mutations))
        this.free(bytesOf(gone.path, gone.idempotencyKey ?? '') + MUTATION_BYTES);
    }
  }

  /** The sandbox clock's date; `advanceDays` moves it forward. */
  today(): string {
    return addDays(this.startDate, this.offsetDays);
  }

  /** A fresh id, unique within this state. */
  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence}`;
  }

  /** Back to the persona fixtures on the start date, with no faults or content overrides. */
  reset(): void {
    this.release();
    this.offsetDays = 0;
    this.sequence = 0;
    this.accounts = new Map();
    this.subscriptions = new Map();
    this.faults = [];
    this.contentOverrides = new Map();
    this.cardTokens = new Map();
    this.mutations = [];
    this.idempotency = new Map();
    const today = this.today();
    for (const persona of this.personas) {
      if (!persona.account) continue;
      const { hid, tenders, profile, ...rest } = persona.account;
      // A SNAP household was last verified when its SNAP plan was (the persona's relative day).
      const verifiedDaysAgo = persona.subscription?.snapVerifiedDaysAgo;
      const account: Account = {
        ...rest,
        snapVerifiedOn:
          rest.snapEligible && verifiedDaysAgo !== undefined
            ? addDays(today, -verifiedDaysAgo)
            : null,
        personaId: persona.id,
        gid: `gid-${persona.id}`,
        uuid: `uuid-${persona.id}`,
        hid: hid ?? `hid-${persona.id}`,
        profile: structuredClone(profile),
        tenders: structuredClone(tenders),
      };
      this.accounts.set(account.gid, account);
      if (persona.subscription) {
        const sub = seedSubscription(persona.subscription, account, today, this.nextId('sub'));
        this.subscriptions.set(account.hid, sub);
      }
    }
  }

  /** Gives everything this state holds back to the budget (before a reset, or when evicted). */
  release(): void {
    this.budget.give(this.held);
    this.held = 0;
  }

  /** The account of a persona id, if it has one. */
  accountOfPersona(personaId: string): Account | undefined {
    return this.accounts.get(`gid-${personaId}`);
  }

  /** The primary account of a household, whose card pays for its plan. */
  primaryOf(hid: string): Account | undefined {
    for (const account of this.accounts.values()) {
      if (account.hid === hid && account.role === 'primary') return account;
    }
    return undefined;
  }
}
