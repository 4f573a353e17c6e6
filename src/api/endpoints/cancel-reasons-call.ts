/**
 * `GET subscription/user/cancel/reasons` (client name WEB-PORTAL) itself, without React or SWR:
 * the page's first module (src/early-start.ts) sends it on the cancel flow as soon as the session
 * is known, `useCancelReasons()` after.
 */
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import type { Session } from '../session';
import { expectItems, expectShape } from '../shape';
import { api } from './api-base';

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
