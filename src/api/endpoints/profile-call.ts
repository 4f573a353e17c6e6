/**
 * `GET customers/{gid}/profile?uuid=…&version=4&fl=address,factors` itself, without React or SWR:
 * the page's first module (src/early-start.ts) sends it on a route with the account navigation as
 * soon as the session is known, `useProfile()` after.
 */
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import type { Session } from '../session';
import { expectShape } from '../shape';
import { api } from './api-base';

/** The profile fields the left nav's 'Add' badges read (contract §3, §4). */
export interface Profile {
  addresses?: Array<Record<string, string>>;
  profileCompletionPercentage?: string;
}

/** Fetches addresses and profile completion. */
export function fetchProfile(client: ApiClient, session: Session): Promise<Profile> {
  const query = new URLSearchParams({ uuid: session.uuid, version: '4', fl: 'address,factors' });
  return client.request(
    {
      url: api(client, `/customers/${encodeURIComponent(session.gid)}/profile?${query.toString()}`),
      token: session.authToken,
      subscriptionKey: true,
    },
    (json) => expectShape<Profile>(json, { profileCompletionPercentage: 'string?' }, 'profile'),
  );
}

/** The SWR key. */
export const profileKey = (gid: string) => apiKey('profile', gid);
