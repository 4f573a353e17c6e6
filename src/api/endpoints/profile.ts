/** `useProfile()` (the call: profile-call.ts). */
import type { Session } from '../session';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { useAuthed } from './authed';
import { fetchProfile, profileKey, type Profile } from './profile-call';

/** The signed-in customer's profile; on error the nav is built without badges. */
export function useProfile(): ApiQuery<Profile> {
  const { client, session } = useAuthed();
  return useApiQuery(session ? profileKey(session.gid) : null, () =>
    fetchProfile(client, session as Session),
  );
}
