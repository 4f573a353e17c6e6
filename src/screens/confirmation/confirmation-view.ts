import type { Membership, Subscription } from '../../api';
import type { ScreenFacts } from '../../render/visibility';

/** How the shopper arrived: the flow that navigated here (`?from=`), or none (opened directly). */
export type ConfirmationSource = 'change' | 'retention' | 'reinstate' | null;

/** Reads `?from=` as the screens that navigate here write it; anything else is no flow. */
export function sourceFrom(search: string): ConfirmationSource {
  const from = new URLSearchParams(search).get('from');
  return from === 'change' || from === 'retention' || from === 'reinstate' ? from : null;
}

/**
 * What the confirmation does: show its layout with these facts, or send the shopper to `manage`
 * when there is nothing true to confirm. The facts are the ones content/screens/confirmation.json
 * declares; its groups pick from them (and the status) one savings summary and perks section per
 * plan type confirmed, and what happened: the plan as it is now, a plan change from renewal, the
 * accepted retention offer or a reinstated plan.
 */
export type ConfirmationView = { kind: 'manage' } | { kind: 'show'; facts: ScreenFacts };

/**
 * The plan the shopper just confirmed: the scheduled plan when a change is pending (a plan change
 * or an accepted retention offer), else the current one.
 */
export function confirmedPlanType(sub: Subscription): Subscription['planType'] {
  return sub.status === 'CHANGE_PLAN' && sub.pendingSubscriptionType
    ? sub.pendingSubscriptionType
    : sub.planType;
}

/**
 * What the confirmation says for this household, role and arrival. Only what the subscription
 * shows is confirmed: no plan, a suspended, ending or cancelled plan, or a secondary household
 * member (who confirms nothing) is sent to manage, which tells each of them their real state.
 * The flow named in `?from=` only picks the words when the subscription agrees with it (the
 * layout's groups test it with the status and the retention offer: a typed `?from=retention` on
 * an unchanged plan reads as the plan as it is).
 */
export function confirmationView(
  sub: Subscription | null,
  membership: Membership,
  source: ConfirmationSource,
): ConfirmationView {
  // A plan that renews (live, or about to be), held by someone who may act on it: anything else
  // has nothing true to confirm (an ending or held plan is manage's to tell).
  if (!sub || !membership.canAct || !membership.renews) return { kind: 'manage' };
  return {
    kind: 'show',
    facts: {
      plan: confirmedPlanType(sub),
      from: source ?? undefined,
      retentionOfferUsed: sub.retentionOfferUsed,
    },
  };
}
