/**
 * `useSession()`: who is signed in, or where to send them (contract §4, §6), from the user-info call
 * (user-info-call.ts). The token is kept in SWR's memory cache only, never in localStorage or
 * sessionStorage.
 */
import { useEffect, useState } from 'react';
import { hasCookie } from '../../lib/cookies';
import { cookieNamesFor } from '../cookie-names';
import { decideSession, type SessionState } from '../session';
import { useApiClient } from '../api-provider';
import { useApiQuery } from '../use-api-query';
import { fetchUserInfo, userInfoKey } from './user-info-call';

export { fetchUserInfo, userInfoKey } from './user-info-call';

/** The session, or the sign-in / re-sign-in URL to send the shopper to. */
export function useSession(): SessionState {
  const client = useApiClient();
  const { data, error } = useApiQuery(
    userInfoKey(client.banner),
    () => fetchUserInfo(client, globalThis.location?.hostname ?? 'localhost'),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  // Re-render when the session expires, so an open page notices without a reload.
  const [, setExpiredAt] = useState(0);
  const expireTime = data?.expireTime;
  useEffect(() => {
    if (typeof expireTime !== 'number') return undefined;
    const wait = expireTime - Date.now();
    if (wait <= 0 || wait > 2_147_483_647) return undefined;
    const timer = setTimeout(() => setExpiredAt(Date.now()), wait + 1);
    return () => clearTimeout(timer);
  }, [expireTime]);
  const location = globalThis.location;
  return decideSession({
    result: error ? { ok: false } : data ? { ok: true, info: data } : undefined,
    now: Date.now(),
    // A getter: the cookie is read only when the session is not valid (decideSession).
    get rememberedCookie() {
      return hasCookie(cookieNamesFor(client.env).remembered);
    },
    returnTo: location ? location.pathname + location.search : '/',
    env: client.env,
  });
}
