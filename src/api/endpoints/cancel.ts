/** `POST subscription/user/cancel/{gid}` and `useCancel()`: cancel, or receive the retention offer. */
import { useCallback } from 'react';
import type { ApiClient } from '../client';
import { keysOf } from '../keys';
import type { Session } from '../session';
import { expectShape } from '../shape';
import { useGuardedMutation, type GuardedMutation } from '../use-guarded-mutation';
import { api, useAuthed } from './authed';
import type { CancelRequest, RetentionOffer } from '../../lib/subscription-contract';
import { parseSubscription, type Subscription } from './subscription';

export type { CancelRequest, RetentionOffer };

/** What a cancel call did. */
export type CancelResult =
  | { outcome: 'retention-offer'; retentionOffer: RetentionOffer; subscription: Subscription }
  | { outcome: 'cancelled'; refundAmount: number | null; subscription: Subscription };

/** Parses a cancel answer. */
export function parseCancelResult(json: unknown): CancelResult {
  const result = expectShape<CancelResult>(
    json,
    { outcome: 'string', subscription: 'object' },
    'cancel',
  );
  parseSubscription(result.subscription);
  if (result.outcome === 'retention-offer') {
    expectShape(
      result.retentionOffer,
      { planCode: 'string', fee: 'number', startsOn: 'string' },
      'retention offer',
    );
  } else if ((result.outcome as string) !== 'cancelled') {
    throw new Error(`cancel: unknown outcome "${String(result.outcome as string)}"`);
  }
  return result;
}

/** Sends a cancellation. */
export function cancelPlan(
  client: ApiClient,
  session: Session,
  body: CancelRequest,
): Promise<CancelResult> {
  return client.request(
    {
      method: 'POST',
      url: api(client, `/subscription/user/cancel/${encodeURIComponent(session.gid)}`),
      token: session.authToken,
      subscriptionKey: true,
      body,
    },
    parseCancelResult,
  );
}

const changed = keysOf('subscription', 'enrollment-details');

/** Cancel; revalidates the subscription. */
export function useCancel(): GuardedMutation<CancelRequest, CancelResult> {
  const { client, session } = useAuthed();
  const send = useCallback(
    (body: CancelRequest) => {
      if (!session) return Promise.reject(new Error('Not signed in'));
      return cancelPlan(client, session, body);
    },
    [client, session],
  );
  return useGuardedMutation(send, changed);
}
