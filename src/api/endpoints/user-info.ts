/**
 * The user-info call and `useSession()`: who is signed in, or where to send them (spec §4, §6).
 * The token is kept in SWR's memory cache only, never in localStorage or sessionStorage.
 */
import { useEffect, useState } from 'react';
import { preload } from 'swr';
import { hasCookie } from '../../lib/cookies';
import type { ApiClient } from '../client';
import { cookieNamesFor } from '../cookie-names';
import { userInfoUrl } from '../environment';
import { apiKey } from '../keys';
import { expectShape } from '../shape';
import { toApiError } from '../errors';
import { decideSession, type SessionState, type UserInfo } from '../session';
import { useApiClient } from '../api-provider';
import { useApiQuery } from '../use-api-query';

/** Fetches user info with credentials; on a local host it goes to the configured QA host. */
export function fetchUserInfo(client: ApiClient, hostname: string): Promise<UserInfo> {
  const url = userInfoUrl(client.env, hostname, client.banner, String(Date.now()));
  return client.request({ url, withCredentials: true }, (json) =>
    expectShape<UserInfo>(
      json,
      { userType: 'string?', SWY_SHOP_TOKEN: 'string?', expireTime: 'number?' },
      'user info',
    ),
  );
}

/** The SWR key of the user-info call. */
export const userInfoKey = (banner: string) => apiKey('userinfo', banner);

/**
 * Starts the user-info call before React renders (the entry module calls this on routes that
 * need the session), so it runs while React builds the first tree. `useSession()` picks up this
 * request (SWR `preload`) instead of sending its own; the answer and any failure are the same.
 */
export function preloadUserInfo(client: ApiClient, hostname: string): void {
  const started = preload(userInfoKey(client.banner), () =>
    fetchUserInfo(client, hostname).catch((thrown: unknown) => {
      throw toApiError(thrown);
    }),
  ) as Promise<unknown>;
  // The hook handles the outcome; this only keeps a failure from counting as unhandled meanwhile.
  started.catch(() => undefined);
}

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
    rememberedCookie: hasCookie(cookieNamesFor(client.env).remembered),
    returnTo: location ? location.pathname + location.search : '/',
    env: client.env,
  });
}
