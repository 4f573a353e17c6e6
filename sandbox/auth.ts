/**
 * Tokens, sessions and the two request guards: the anti-forgery check that runs before routing,
 * and the bearer check of the service calls.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import { sign, verify } from 'hono/jwt';
import type { MiddlewareHandler } from 'hono';
import { headerNames } from '../src/api/cookie-names.ts';
import type { SandboxEnv, SandboxServices, TokenClaims } from './context.ts';
import { SandboxError, refusal } from './errors.ts';
import type { Persona } from './personas';
import type { Account } from './types';

const alg = 'HS256';

/** The signed session cookie's content: which persona, and when the session ends (epoch s). */
interface SessionCookie {
  persona: string;
  exp: number;
  [key: string]: string | number;
}

/** Signs the SWY_SHOP_TOKEN of an account, expiring at `expireTime` (epoch ms). */
export function signToken(account: Account, expireTime: number, secret: string): Promise<string> {
  const claims: TokenClaims = {
    aln: account.aln,
    hid: account.hid,
    zip: account.zip,
    gid: account.gid,
    uuid: account.uuid,
    exp: Math.floor(expireTime / 1000),
    firstName: account.firstName,
    lastName: account.lastName,
    role: account.role,
  };
  return sign({ ...claims }, secret, alg);
}

type Ctx = Parameters<MiddlewareHandler<SandboxEnv>>[0];

/** The attributes of every sandbox cookie: `Secure` outside the local sandbox (cookieNamesFor). */
const cookieOptions = (s: Pick<SandboxServices, 'secureCookies'>) =>
  ({ sameSite: 'Lax', path: '/', secure: s.secureCookies }) as const;

/** Starts a persona's session: HttpOnly, SameSite=Lax cookie, plus the remembered cookie. */
export async function startSession(c: Ctx, persona: Persona, s: SandboxServices): Promise<void> {
  const exp = Math.floor(Date.now() / 1000) + persona.sessionMinutes * 60;
  const value = await sign({ persona: persona.id, exp } satisfies SessionCookie, s.secret, alg);
  setCookie(c, s.cookies.session, value, { ...cookieOptions(s), httpOnly: true });
  // A new session gets its own anti-forgery token at once.
  setCookie(c, s.cookies.csrf, csrfToken(s.secret, value), cookieOptions(s));
  if (persona.remembered) {
    setCookie(c, s.cookies.remembered, '1', { ...cookieOptions(s), maxAge: 2_592_000 });
  } else {
    setCookie(c, s.cookies.remembered, '', { ...cookieOptions(s), maxAge: 0 });
  }
}

/** Ends the session: the session and remembered-sign-in cookies are cleared. */
export function endSession(c: Ctx, s: SandboxServices): void {
  setCookie(c, s.cookies.session, '', { ...cookieOptions(s), httpOnly: true, maxAge: 0 });
  setCookie(c, s.cookies.remembered, '', { ...cookieOptions(s), maxAge: 0 });
}

/** The persona and expiry of the session cookie, even when expired; undefined when absent or forged. */
export async function readSession(
  c: Ctx,
  s: Pick<SandboxServices, 'secret' | 'cookies'>,
): Promise<SessionCookie | undefined> {
  const raw = getCookie(c, s.cookies.session);
  if (!raw) return undefined;
  try {
    return (await verify(raw, s.secret, { alg, exp: false })) as SessionCookie;
  } catch {
    return undefined;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const mac = (secret: string, nonce: string, session: string) =>
  createHmac('sha256', secret).update(`csrf\n${nonce}\n${session}`).digest('base64url');

/**
 * An anti-forgery token bound to a session: a random nonce and the HMAC of the nonce and the
 * session cookie's value under the sandbox secret. A token read from another session (or from
 * before sign-in) is worth nothing in this one, and nobody can make one without the secret.
 */
export function csrfToken(secret: string, session: string | undefined): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, nonce, session ?? '')}`;
}

/** True when `token` was made by csrfToken for this session. */
export function csrfTokenValid(
  secret: string,
  session: string | undefined,
  token: string,
): boolean {
  const [nonce = '', given = ''] = token.split('.');
  if (!nonce || !given) return false;
  const expected = Buffer.from(mac(secret, nonce, session ?? ''));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Double-submit anti-forgery check before any routing: every non-GET call outside the
 * `/__sandbox` controls must send the cookie's value in the header, and that value must be bound
 * to the caller's session (csrfToken), or gets 403. A missing token, or one of another session,
 * is replaced on any answer, so the page always holds a valid one.
 */
export function csrfGuard(s: SandboxServices): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const session = getCookie(c, s.cookies.session);
    const cookie = getCookie(c, s.cookies.csrf);
    const bound = cookie !== undefined && csrfTokenValid(s.secret, session, cookie);
    if (!safeMethods.has(c.req.method) && !c.req.path.startsWith('/__sandbox/')) {
      const header = c.req.header(headerNames.csrf);
      if (!cookie || !header || cookie !== header || !bound) {
        return c.json({ code: refusal.csrf, message: 'Anti-forgery token missing or wrong' }, 403);
      }
    }
    if (!bound) setCookie(c, s.cookies.csrf, csrfToken(s.secret, session), cookieOptions(s));
    return next();
  };
}

/** Verifies the bearer token; `optional` lets anonymous callers through with no claims. */
export function bearer(secret: string, optional = false): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer (.+)$/.exec(header);
    if (!match) {
      if (optional) {
        c.set('claims', undefined);
        return next();
      }
      throw new SandboxError(401, refusal.unauthorized, 'A bearer token is required');
    }
    try {
      c.set('claims', (await verify(match[1] ?? '', secret, alg)) as unknown as TokenClaims);
    } catch {
      throw new SandboxError(401, refusal.unauthorized, 'The bearer token is invalid or expired');
    }
    return next();
  };
}
