/** `POST subscription/user/reinstate/{customerId}` and `useReinstate()`. */
import { useCallback } from 'react';
import type { ApiClient } from '../client';
import { keysOf } from '../keys';
import type { Session } from '../session';
import { useGuardedMutation, type GuardedMutation } from '../use-guarded-mutation';
import { api, useAuthed } from './authed';
import { parseSubscription, type Subscription } from './subscription';

/** Reinstates a cancelled or cancelling plan; body `{ createdBy, gid }` (contract §3). */
export function reinstatePlan(client: ApiClient, session: Session): Promise<Subscription> {
  return client.request(
    {
      method: 'POST',
      url: api(client, `/subscription/user/reinstate/${encodeURIComponent(session.gid)}`),
      token: session.authToken,
      subscriptionKey: true,
      body: { createdBy: 'WEB-PORTAL', gid: session.gid },
    },
    parseSubscription,
  );
}

const changed = keysOf('subscription', 'enrollment-details');

/** Reinstate; `trigger()` takes no argument. Revalidates the subscription. */
export function useReinstate(): GuardedMutation<void, Subscription> {
  const { client, session } = useAuthed();
  const send = useCallback(() => {
    if (!session) return Promise.reject(new Error('Not signed in'));
    return reinstatePlan(client, session);
  }, [client, session]);
  return useGuardedMutation(send, changed);
}
