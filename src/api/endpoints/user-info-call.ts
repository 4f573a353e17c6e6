/**
 * The user-info call itself (contract §7), without React or SWR: the page's first module
 * (src/early-start.ts) sends it before the app's code has run, and `useSession()` sends it after.
 */
import type { ApiClient } from '../client';
import { userInfoUrl } from '../environment';
import { apiKey } from '../keys';
import type { UserInfo } from '../session';
import { expectShape } from '../shape';

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
