import { skeletonMembership, skeletonSubscription, type Subscription } from '../../api';
import type { LoadingShape } from '../../render/layout/shaped-skeleton';
import { confirmationView, type ConfirmationSource } from './confirmation-view';

/**
 * The subscription the confirmation most likely shows for how the shopper arrived (`?from=`),
 * starting from a member's active monthly plan (src/api/skeleton-plan.ts): a plan change
 * schedules the annual plan from renewal, an accepted retention offer the discounted annual one,
 * and a reinstated or directly opened plan is the monthly plan as it is.
 */
function likelySubscription(source: ConfirmationSource): Subscription {
  const active = skeletonSubscription();
  if (source !== 'change' && source !== 'retention') return active;
  return {
    ...active,
    status: 'CHANGE_PLAN',
    previousStatus: 'ACTIVE',
    pendingSubscriptionType: 'annual',
    pendingPlanCode: source === 'retention' ? 'retentionannual' : 'annual',
    pendingFee: source === 'retention' ? 99 : 129,
    retentionOfferUsed: source === 'retention',
  };
}

/**
 * What the confirmation most likely shows once the subscription is in, for its loading skeleton
 * (issue 22 §3): the blocks of that arrival's likely plan, drawn as grey boxes under a grey bar
 * in the title's place. The title and words wait for the shopper's own plan, which decides
 * whether there is anything to confirm at all (docs/decisions/confirmation-loads-untitled.md).
 */
export function confirmationLoadingShape(source: ConfirmationSource): LoadingShape {
  const likely = likelySubscription(source);
  const membership = skeletonMembership(likely);
  const view = confirmationView(likely, membership, source);
  return {
    membership,
    facts: view.kind === 'show' ? view.facts : undefined,
    data: { subscription: likely },
  };
}
