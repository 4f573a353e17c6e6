/** `useCancelReasons()` (the call: cancel-reasons-call.ts). */
import type { Session } from '../session';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { useAuthed } from './authed';
import { cancelReasonsKey, fetchCancelReasons, type CancelReason } from './cancel-reasons-call';

export { cancelReasonsKey, fetchCancelReasons, type CancelReason } from './cancel-reasons-call';

/** The cancel reasons. */
export function useCancelReasons(): ApiQuery<CancelReason[]> {
  const { client, session } = useAuthed();
  return useApiQuery(session ? cancelReasonsKey(client.banner) : null, () =>
    fetchCancelReasons(client, session as Session),
  );
}
