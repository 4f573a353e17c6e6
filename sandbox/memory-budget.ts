/**
 * One memory budget for the whole sandbox (issue 24): every tenant's content overrides,
 * remembered Idempotency-Keys and mutation ledger draw on it, so the per-tenant bounds cannot add
 * up across 200 tenants to gigabytes (200 overrides × 1 MB × 200 tenants would be 40 GB). What
 * would go beyond it is refused with a 429 naming the budget and how to free it; a reset, a
 * deleted override or an evicted tenant gives its bytes back.
 */
import { SandboxError, refusal } from './errors.ts';

/** The default budget: 128 MB of held text (JavaScript strings, two bytes a character). */
export const DEFAULT_MEMORY_BUDGET = 128 * 1024 * 1024;

/** What holding these strings costs, counted as UTF-16 (an upper bound of V8's strings). */
export function bytesOf(...texts: string[]): number {
  return texts.reduce((sum, text) => sum + text.length * 2, 0);
}

/** The shared budget: what is held, out of `limit` bytes. */
export class MemoryBudget {
  used = 0;
  /** Requests refused because they would have gone beyond the budget (the bench prints it). */
  refused = 0;

  constructor(readonly limit = DEFAULT_MEMORY_BUDGET) {}

  /**
   * Takes `bytes` more (after giving back `replacing`, what the new entry replaces), or throws a
   * 429 when that would exceed the limit. `force` takes them anyway, for what has already
   * happened (a mutation the service applied is always listed).
   */
  take(bytes: number, replacing = 0, force = false): void {
    const next = this.used - replacing + bytes;
    if (!force && bytes > replacing && next > this.limit) {
      this.refused += 1;
      throw new SandboxError(
        429,
        refusal.overBudget,
        `The sandbox holds at most ${Math.round(this.limit / 1024 / 1024)} MB of overrides, keys and ledgers across its tenants: POST /__sandbox/reset (per tenant) or DELETE /__sandbox/content/… frees some`,
      );
    }
    this.used = Math.max(0, next);
  }

  /** Gives `bytes` back. */
  give(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }
}
