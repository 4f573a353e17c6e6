/**
 * The sandbox's whole mutable state, in memory. Handlers read and write it synchronously (never
 * across an `await`), so concurrent requests on Node's single thread cannot interleave a change.
 */
import { addDays, isoDate } from './dates.ts';
import { loadPersonas, type Persona } from './personas.ts';
import { seedSubscription } from './rules.ts';
import type { Account, Fault, Subscription, Tender } from './types';

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
} as const;

/** Sets `key` as the newest entry of `map`, dropping the oldest beyond `max`. */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

/** Everything `POST /__sandbox/reset` restores. */
export class SandboxState {
  readonly personas: Persona[];
  private readonly startDate: string;
  offsetDays = 0;
  accounts = new Map<string, Account>();
  subscriptions = new Map<string, Subscription>();
  faults: ArmedFault[] = [];
  contentOverrides = new Map<string, string>();
  /** Card tokens issued by the card frame stand-in, by token. */
  cardTokens = new Map<string, Tender>();
  /** Applied mutations, oldest first (GET /__sandbox/mutations). */
  mutations: AppliedMutation[] = [];
  /** Idempotency keys by caller and key (sandbox/idempotency.ts), oldest first. */
  idempotency = new Map<string, IdempotencyRecord>();
  private sequence = 0;

  constructor(options: { today?: string; personas?: Persona[] } = {}) {
    this.personas = options.personas ?? loadPersonas();
    this.startDate = options.today ?? isoDate(new Date());
    this.reset();
  }

  /** Serves `text` for a content path until reset (bounded, oldest first). */
  putContentOverride(path: string, text: string): void {
    setBounded(this.contentOverrides, path, text, stateBounds.contentOverrides);
  }

  /** Remembers the card a token stands for (bounded, oldest first). */
  addCardToken(token: string, tender: Tender): void {
    setBounded(this.cardTokens, token, tender, stateBounds.cardTokens);
  }

  /** Lists an applied mutation (bounded, oldest first). */
  recordMutation(mutation: AppliedMutation): void {
    this.mutations.push(mutation);
    if (this.mutations.length > stateBounds.mutations) {
      this.mutations.splice(0, this.mutations.length - stateBounds.mutations);
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
