/** `useSubscription()` (the call: subscription-call.ts) and the plan facts read from it. */
import { isTrialPlan } from '../membership';
import type { Session } from '../session';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { useAuthed } from './authed';
import {
  fetchPersonaSubscription,
  fetchSubscription,
  subscriptionKey,
  type Subscription,
} from './subscription-call';
import { apiKey } from '../keys';

export {
  fetchSubscription,
  parseSubscription,
  subscriptionKey,
  type Subscription,
  type SubscriptionStatus,
} from './subscription-call';

export { isTrialPlan };

/** The plan type a shopper's words depend on: `trial` while the plan counts as trial. */
export type PlanKind = 'annual' | 'monthly' | 'snap' | 'trial';

/** Which plan type's words a subscription reads in (a trial is its own, whatever plan follows). */
export function planKindOf(
  sub: Pick<Subscription, 'status' | 'previousStatus' | 'planType'>,
): PlanKind {
  return isTrialPlan(sub) ? 'trial' : sub.planType;
}

/** The signed-in household's subscription; `data` null means none (status NONE for blocks). */
export function useSubscription(): ApiQuery<Subscription | null> {
  const { client, session } = useAuthed();
  return useApiQuery(session ? subscriptionKey(session.gid) : null, () =>
    fetchSubscription(client, session as Session),
  );
}

/**
 * A sandbox persona's subscription, whoever is signed in: the editor preview renders the picked
 * persona's own plan. Kept under the subscription resource, so a plan change reloads it too.
 */
export function usePersonaSubscription(persona: string): ApiQuery<Subscription | null> {
  return useApiQuery(apiKey('subscription', 'persona', persona), () =>
    fetchPersonaSubscription(persona),
  );
}
