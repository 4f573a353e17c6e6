/** `GET subscription/user/cancel/reasons` (client name WEB-PORTAL) and `useCancelReasons()`. */
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import type { Session } from '../session';
import { expectItems, expectShape } from '../shape';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { api, useAuthed } from './authed';

/** A cancel reason. */
export interface CancelReason {
  reasonCode: string;
  reasonText: string;
}

/** Fetches the reasons. */
export function fetchCancelReasons(client: ApiClient, session: Session): Promise<CancelReason[]> {
  return client.request(
    {
      url: api(client, '/subscription/user/cancel/reasons'),
      token: session.authToken,
      subscriptionKey: true,
      clientName: 'WEB-PORTAL',
    },
    (json) =>
      expectItems<CancelReason>(
        expectShape<{ reasons: unknown }>(json, { reasons: 'array' }, 'cancel reasons').reasons,
        { reasonCode: 'string', reasonText: 'string' },
        'cancel reasons',
      ),
  );
}

/** The SWR key. */
export const cancelReasonsKey = (banner: string) => apiKey('cancel-reasons', banner);

/** The cancel reasons. */
export function useCancelReasons(): ApiQuery<CancelReason[]> {
  const { client, session } = useAuthed();
  return useApiQuery(session ? cancelReasonsKey(client.banner) : null, () =>
    fetchCancelReasons(client, session as Session),
  );
}
