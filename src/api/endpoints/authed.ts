/**
 * Shared plumbing of the signed-in reads: the session's ids and token, and a key that stays null
 * (no request) until the session is known.
 */
import { useApiClient } from '../api-provider';
import type { ApiClient } from '../client';
import type { Session } from '../session';
import { useSession } from './user-info';

/** The client and, once signed in, the session. */
export function useAuthed(): { client: ApiClient; session: Session | undefined } {
  const client = useApiClient();
  const { session } = useSession();
  return { client, session };
}

export { api } from './api-base';
