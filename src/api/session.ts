/**
 * The session rules of contract §4 and §6 as one pure function, so they can be tested as a table:
 * a valid session needs a well-formed unexpired token and a future expireTime; G and failures go
 * to sign-in; R, or the remembered-sign-in cookie without a valid session, go to re-sign-in.
 */
import type { TokenClaims } from '../lib/subscription-contract';
import type { Environment } from './environment';

export type { TokenClaims };

/** The user-info answer (contract §3). */
export interface UserInfo {
  SWY_SHOP_TOKEN?: string;
  userType?: string;
  expireTime?: number;
  customerId?: string;
  UUID?: string;
  banner?: string;
  displayableBanner?: string;
  storeId?: string;
  j4uStoreId?: string;
}

/** A signed-in session; the token lives only here, in memory. */
export interface Session extends TokenClaims {
  authToken: string;
  userType: string;
  expireTime: number;
  storeId?: string;
}

/** What useSession returns. */
export interface SessionState {
  status: 'loading' | 'signed-in' | 'redirect';
  session?: Session;
  redirectTo?: string;
}

/** The last token decoded and its claims: every useSession() of a render reads the same token. */
let lastDecoded: { token: string; claims: TokenClaims | undefined } | undefined;

/** Reads a JWT's claims without verifying (the services verify); undefined when malformed. */
export function decodeClaims(token: string): TokenClaims | undefined {
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: readClaims(token) };
  return lastDecoded.claims;
}

function readClaims(token: string): TokenClaims | undefined {
  const part = token.split('.');
  if (part.length !== 3 || !part[1]) return undefined;
  try {
    const base64 = part[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0)));
    const claims = JSON.parse(json) as Record<string, unknown>;
    const strings = ['aln', 'hid', 'zip', 'gid', 'uuid', 'firstName', 'lastName'];
    if (!strings.every((k) => typeof claims[k] === 'string') || typeof claims.exp !== 'number')
      return undefined;
    const role = claims.role === 'secondary' ? 'secondary' : 'primary';
    return { ...(claims as unknown as TokenClaims), role };
  } catch {
    return undefined;
  }
}

/** The inputs of the decision. */
export interface SessionInput {
  /** undefined while the user-info call is in flight. */
  result: { ok: true; info: UserInfo } | { ok: false } | undefined;
  now: number;
  /**
   * Whether the remembered-sign-in cookie is set. Read only when the decision needs it (a
   * session that is not valid): useSession() passes a getter, so a signed-in render reads no
   * cookie.
   */
  rememberedCookie: boolean;
  /** Where to come back to after signing in (path + query). */
  returnTo: string;
  env: Pick<Environment, 'signInUrl' | 'reSignInUrl'>;
}

/** The sign-in address that brings the shopper back to `returnTo` (a same-origin path). */
export const withRedirect = (url: string, returnTo: string) =>
  `${url}${url.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(returnTo)}`;

/** Decides the session from a user-info result. */
export function decideSession(input: SessionInput): SessionState {
  const { result, now, returnTo, env } = input;
  if (!result) return { status: 'loading' };
  const signIn: SessionState = {
    status: 'redirect',
    redirectTo: withRedirect(env.signInUrl, returnTo),
  };
  const reSignIn: SessionState = {
    status: 'redirect',
    redirectTo: withRedirect(env.reSignInUrl, returnTo),
  };
  if (!result.ok) return signIn;
  const { info } = result;
  if (info.userType === 'R') return reSignIn;
  const otherwise = () => (input.rememberedCookie ? reSignIn : signIn);
  if (info.userType === 'G' || !info.userType) return otherwise();
  const token = info.SWY_SHOP_TOKEN;
  const claims = token ? decodeClaims(token) : undefined;
  if (!token || !claims) return otherwise();
  if (typeof info.expireTime !== 'number' || info.expireTime <= now || claims.exp * 1000 <= now) {
    return otherwise();
  }
  return {
    status: 'signed-in',
    session: {
      ...claims,
      authToken: token,
      userType: info.userType,
      expireTime: info.expireTime,
      storeId: info.storeId,
    },
  };
}
