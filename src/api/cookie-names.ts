/**
 * Cookie and header names shared by the client and the sandbox, so the two cannot drift apart.
 * The session cookie is HttpOnly; the anti-forgery and remembered-sign-in cookies are readable.
 */
export const cookieNames = {
  /** HttpOnly session of the sandbox's sign-in stand-in; the user-info call reads it. */
  session: 'fp_session',
  /** Double-submit anti-forgery token; its value must come back in `headerNames.csrf`. */
  csrf: 'XSRF-TOKEN',
  /** Set by a remembered sign-in: without a valid session it sends the shopper to re-sign-in. */
  remembered: 'SWY_REMEMBER_ME',
} as const;

/** The cookie names of one cookie policy. */
export type CookieNames = { [K in keyof typeof cookieNames]: string };

/**
 * The cookie names in an environment: with `secureCookies` (every environment but the local
 * sandbox) each is `__Host-<name>`, which browsers accept only from a secure origin, with
 * `Secure`, `Path=/` and no `Domain`, so no other host or plain-http page can set or shadow it.
 */
export function cookieNamesFor(env: { secureCookies: boolean }): CookieNames {
  if (!env.secureCookies) return cookieNames;
  return {
    session: `__Host-${cookieNames.session}`,
    csrf: `__Host-${cookieNames.csrf}`,
    remembered: `__Host-${cookieNames.remembered}`,
  };
}

/** Request headers of contract §7. */
export const headerNames = {
  banner: 'x-swy_banner',
  correlationId: 'x-swy-correlation-id',
  subscriptionKey: 'ocp-apim-subscription-key',
  date: 'x-swy-date',
  clientName: 'x-swy-client-name',
  csrf: 'x-xsrf-token',
  /**
   * Not in contract §7: a fresh random id on every non-GET call, so a resent request (the browser
   * retrying a dropped connection, or the shopper retrying an unknown outcome) is applied once.
   */
  idempotencyKey: 'idempotency-key',
} as const;
