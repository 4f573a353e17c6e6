/** `POST payments/customers/{uuid}/tenders` and `useUpdatePayment()`: a new default card. */
import { useCallback } from 'react';
import type { ApiClient } from '../client';
import { keysOf } from '../keys';
import type { Session } from '../session';
import { useGuardedMutation, type GuardedMutation } from '../use-guarded-mutation';
import { api, useAuthed } from './authed';
import { parseTenders, tendersPath, type Tender } from './payment-methods';

/** The update body: the card frame's token. */
export interface UpdatePaymentRequest {
  paymentToken: string;
}

/** Stores a new default card (primary holder only; NOT_PRIMARY otherwise). */
export function updatePayment(
  client: ApiClient,
  session: Session,
  body: UpdatePaymentRequest,
): Promise<Tender[]> {
  return client.request(
    {
      method: 'POST',
      url: api(client, tendersPath(session.uuid)),
      token: session.authToken,
      subscriptionKey: true,
      dateHeader: true,
      body,
    },
    parseTenders,
  );
}

const changed = keysOf('payment-methods', 'subscription');

/** Update payment; revalidates the cards and the subscription (a suspended plan resumes). */
export function useUpdatePayment(): GuardedMutation<UpdatePaymentRequest, Tender[]> {
  const { client, session } = useAuthed();
  const send = useCallback(
    (body: UpdatePaymentRequest) => {
      if (!session) return Promise.reject(new Error('Not signed in'));
      return updatePayment(client, session, body);
    },
    [client, session],
  );
  return useGuardedMutation(send, changed);
}
