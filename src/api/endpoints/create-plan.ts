/** `POST subscription/user/create/{gid}` and `useCreatePlan()`: subscribe, change plan, accept retention. */
import { useCallback } from 'react';
import type { ApiClient } from '../client';
import { keysOf } from '../keys';
import type { Session } from '../session';
import { useGuardedMutation, type GuardedMutation } from '../use-guarded-mutation';
import { api, useAuthed } from './authed';
import { parseSubscription, type Subscription } from './subscription';

/** The plan-change body (not shown in the spec: see docs/decisions.md). */
export interface CreatePlanRequest {
  planCode: string;
  /** A token from the card frame; without one the household's default card is used. */
  paymentToken?: string;
  zip?: string;
  discountCode?: string;
  /** The partner audience of `discountCode`; the service refuses a code for another segment. */
  segment?: string;
  /** `retention` when accepting the retention offer; `lto` when joining with a limited-time offer. */
  campaignType?: 'retention' | 'lto';
  /** The limited-time offer claimed (with `campaignType: 'lto'`). */
  offerCode?: string;
}

/** Sends a create or change. */
export function createPlan(
  client: ApiClient,
  session: Session,
  body: CreatePlanRequest,
): Promise<Subscription> {
  return client.request(
    {
      method: 'POST',
      url: api(client, `/subscription/user/create/${encodeURIComponent(session.gid)}`),
      token: session.authToken,
      subscriptionKey: true,
      clientName: 'WEB-PORTAL',
      body,
    },
    parseSubscription,
  );
}

const changed = keysOf('subscription', 'enrollment-details', 'payment-methods');

/** Subscribe or change plan; revalidates the subscription, enrolment and cards. */
export function useCreatePlan(): GuardedMutation<CreatePlanRequest, Subscription> {
  const { client, session } = useAuthed();
  const send = useCallback(
    (body: CreatePlanRequest) => {
      if (!session) return Promise.reject(new Error('Not signed in'));
      return createPlan(client, session, body);
    },
    [client, session],
  );
  return useGuardedMutation(send, changed);
}
