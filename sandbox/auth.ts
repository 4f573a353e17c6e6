/**
 * Tokens, sessions and the two request guards: the anti-forgery check that runs before routing,
 * and the bearer check of the service calls.
 */
import { getCookie, setCookie } from 'hono/cookie';
import { sign, verify } from 'hono/jwt';
import type { MiddlewareHandler } from 'hono';
import { cookieNames, headerNames } from '../src/api/cookie-names.ts';
import type { SandboxEnv, TokenClaims } from './context';
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

/** Starts a persona's session: HttpOnly, SameSite=Lax cookie, plus the remembered cookie. */
export async function startSession(
  c: Parameters<MiddlewareHandler<SandboxEnv>>[0],
  persona: Persona,
  secret: string,
): Promise<void> {
  const exp = Math.floor(Date.now() / 1000) + persona.sessionMinutes * 60;
  const value = await sign({ persona: persona.id, exp } satisfies SessionCookie, secret, alg);
  setCookie(c, cookieNames.session, value, { httpOnly: true, sameSite: 'Lax', path: '/' });
  if (persona.remembered) {
    setCookie(c, cookieNames.remembered, '1', { sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
  } else {
    setCookie(c, cookieNames.remembered, '', { sameSite: 'Lax', path: '/', maxAge: 0 });
  }
}

/** The persona and expiry of the session cookie, even when expired; undefined when absent or forged. */
export async function readSession(
  c: Parameters<MiddlewareHandler<SandboxEnv>>[0],
  secret: string,
): Promise<SessionCookie | undefined> {
  const raw = getCookie(c, cookieNames.session);
  if (!raw) return undefined;
  try {
    return (await verify(raw, secret, { alg, exp: false })) as SessionCookie;
  } catch {
    return undefined;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit anti-forgery check before any routing: every non-GET call outside the
 * `/__sandbox` controls must send the cookie's value in the header, or gets 403.
 */
export function csrfGuard(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method) && !c.req.path.startsWith('/__sandbox/')) {
      const cookie = getCookie(c, cookieNames.csrf);
      const header = c.req.header(headerNames.csrf);
      if (!cookie || !header || cookie !== header) {
        return c.json({ code: refusal.csrf, message: 'Anti-forgery token missing or wrong' }, 403);
      }
    }
    if (!getCookie(c, cookieNames.csrf)) {
      setCookie(c, cookieNames.csrf, crypto.randomUUID(), { sameSite: 'Lax', path: '/' });
    }
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
