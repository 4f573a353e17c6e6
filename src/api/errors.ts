/**
 * One error type for every failed call, and the one function that turns it into the error
 * catalogue's words (content/error-catalogue.json, passed in: src/api never imports content).
 */
import { fillLoyaltyProgram } from '../lib/loyalty-program';

/** Every failure of a call: an HTTP error answer, no answer at all, or an answer of the wrong shape. */
export interface ApiError {
  kind: 'http' | 'network' | 'validation';
  /** HTTP status, for `http` and for `validation` of an answered call. */
  status?: number;
  /** The catalogue code from the answer (`00023`, `0009`…), a named refusal, or NETWORK/VALIDATION. */
  code: string;
  /** A developer-facing detail for logs, never shown to shoppers. */
  detail: string;
  url: string;
  correlationId: string;
  /**
   * For developers' logs, when the answer came but could not be used: each problem found, where
   * it is (a JSON pointer, or the line and column of malformed JSON) and what is wrong.
   */
  problems?: readonly AnswerProblem[];
}

/** One precise problem with an answer, in plain words; never shown to shoppers. */
export interface AnswerProblem {
  /** The JSON pointer of the value the problem is about ('' is the whole answer). */
  pointer?: string;
  /** 1-based line and column in the answer's text, for malformed JSON. */
  line?: number;
  column?: number;
  message: string;
  /** A likely fix ("title" for a key written "titel"). */
  suggestion?: string;
}

/** The parts of the error catalogue messageFor reads. */
export interface ErrorCatalogue {
  codes: Record<string, { message: string; httpStatus?: number }>;
  fallback: string;
  messages: Record<string, string>;
}

/** True for an ApiError (thrown by the client, stored by the hooks). */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'code' in value &&
    ['http', 'network', 'validation'].includes(String(value.kind))
  );
}

/**
 * True when a failed call may still have been applied: no answer, a 5xx, or an answer that could
 * not be read. A retry of it reuses its idempotency key (docs/decisions.md); a refusal (4xx) did
 * nothing, so a retry is a new send.
 */
export function isUnknownOutcome(error: ApiError): boolean {
  return error.kind !== 'http' || (error.status ?? 500) >= 500;
}

/** Wraps anything thrown into an ApiError, so hooks never hold a bare Error. */
export function toApiError(value: unknown, url = '', correlationId = ''): ApiError {
  if (isApiError(value)) return value;
  const detail = value instanceof Error ? value.message : String(value);
  return { kind: 'validation', code: 'VALIDATION', detail, url, correlationId };
}

/**
 * Service refusals that have no catalogue number but a catalogue message (docs/api.md lists
 * which state or input produces each).
 */
export const refusalMessageKeys: Record<string, string> = {
  ZIP_UNAVAILABLE: 'zipUnavailable',
  NOT_PRIMARY: 'contactPrimaryHolder',
  CHANGE_PENDING: 'changePending',
  NEW_SUBSCRIBERS_ONLY: 'newSubscribersOnly',
  PROMOTION_EXPIRED: 'promotionExpired',
  DISCOUNT_UNAVAILABLE: 'partnerDiscountUnavailable',
  SNAP_NOT_VERIFIED: 'snapNotVerified',
};

/** Values of the catalogue's placeholders. */
export interface MessageContext {
  banner: string;
  phone: string;
  product?: string;
  loyaltyProgram?: string;
}

/**
 * Fills `{banner}`, `{phone}`, `{product}` and `{loyaltyProgram}` (without repeating the program
 * name's last word: fillLoyaltyProgram); unknown placeholders stay.
 */
export function fillMessage(text: string, ctx: MessageContext): string {
  const values: Record<string, string | undefined> = {
    banner: ctx.banner,
    phone: ctx.phone,
    product: ctx.product ?? 'FreshPass',
  };
  const withProgram =
    ctx.loyaltyProgram === undefined ? text : fillLoyaltyProgram(text, ctx.loyaltyProgram);
  return withProgram.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The shopper-facing message of an error: the catalogue's text for its code (a code with an
 * `httpStatus`, like 00023 with 412, only with that status), the message of a named refusal,
 * otherwise the catalogue's fallback.
 */
export function messageFor(
  error: ApiError,
  catalogue: ErrorCatalogue,
  ctx: MessageContext,
): string {
  const entry = Object.hasOwn(catalogue.codes, error.code)
    ? catalogue.codes[error.code]
    : undefined;
  if (entry && (entry.httpStatus === undefined || entry.httpStatus === error.status)) {
    return fillMessage(entry.message, ctx);
  }
  const key = Object.hasOwn(refusalMessageKeys, error.code)
    ? refusalMessageKeys[error.code]
    : undefined;
  const message =
    key && Object.hasOwn(catalogue.messages, key) ? catalogue.messages[key] : undefined;
  return fillMessage(message ?? catalogue.fallback, ctx);
}

/**
 * The catalogue's text for a reference from content (a notice's `catalogueMessage`): a code of
 * `codes` first, else a key of `messages`; undefined for neither, so the caller decides what an
 * unknown reference shows. Placeholders are left for the caller to fill.
 */
export function catalogueText(catalogue: ErrorCatalogue, ref: string): string | undefined {
  if (Object.hasOwn(catalogue.codes, ref)) return catalogue.codes[ref].message;
  return Object.hasOwn(catalogue.messages, ref) ? catalogue.messages[ref] : undefined;
}
