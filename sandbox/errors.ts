/**
 * A refusal the sandbox answers with `{ code, message }` and an HTTP status. Codes are the error
 * catalogue's (content/error-catalogue.json) or one of the named refusals in docs/api.md.
 */
export class SandboxError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'SandboxError';
    this.status = status;
    this.code = code;
  }
}

/** Refusal codes that have no catalogue number; the client maps them to catalogue `messages`. */
export const refusal = {
  zipUnavailable: 'ZIP_UNAVAILABLE',
  notPrimary: 'NOT_PRIMARY',
  changePending: 'CHANGE_PENDING',
  newSubscribersOnly: 'NEW_SUBSCRIBERS_ONLY',
  promotionExpired: 'PROMOTION_EXPIRED',
  discountUnavailable: 'DISCOUNT_UNAVAILABLE',
  unauthorized: 'UNAUTHORIZED',
  csrf: 'CSRF',
  invalidRequest: 'INVALID_REQUEST',
  /** 413: a request body over its limit (sandbox/request-guards.ts). */
  tooLarge: 'TOO_LARGE',
  /** 429: what the sandbox would hold beyond its memory budget (sandbox/memory-budget.ts). */
  overBudget: 'OVER_BUDGET',
  notAllowed: 'NOT_ALLOWED',
  /** 403: a SNAP plan for a household without a current SNAP verification. */
  snapNotVerified: 'SNAP_NOT_VERIFIED',
  /** 422: an Idempotency-Key sent again with another method, path or body. */
  idempotencyMismatch: 'IDEMPOTENCY_MISMATCH',
  /** 409: an Idempotency-Key sent again while its first request is still being handled. */
  idempotencyInFlight: 'IDEMPOTENCY_IN_FLIGHT',
} as const;
