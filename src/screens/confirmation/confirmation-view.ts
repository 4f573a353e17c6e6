import type { Subscription } from '../../api';
import type { UserRole } from '../../render/visibility';

/** How the shopper arrived: the flow that navigated here (`?from=`), or none (opened directly). */
export type ConfirmationSource = 'change' | 'retention' | 'reinstate' | null;

/** Reads `?from=` as the screens that navigate here write it; anything else is no flow. */
export function sourceFrom(search: string): ConfirmationSource {
  const from = new URLSearchParams(search).get('from');
  return from === 'change' || from === 'retention' || from === 'reinstate' ? from : null;
}

/**
 * Block groups of the confirmation layout (ids `<group>-…`): one savings summary and perks
 * section per plan type confirmed, and what happened: `current` (the plan as it is now),
 * `changed` (a plan change from renewal), `retained` (the accepted retention offer: its fee and
 * start date) and `reinstated`.
 */
export const confirmationGroups = [
  'annual',
  'monthly',
  'snap',
  'current',
  'changed',
  'retained',
  'reinstated',
] as const;

/** What the confirmation shows, or `manage` when there is nothing true to confirm. */
export type ConfirmationView = { kind: 'manage' } | { kind: 'show'; groups: string[] };

/** Statuses whose plan is live (or about to be), so there is a plan to confirm. */
const LIVE = new Set(['TRIAL', 'ACTIVE', 'PROCESSING', 'PENDING_ACTIVATION', 'CHANGE_PLAN']);

/**
 * The plan the shopper just confirmed: the scheduled plan when a change is pending (a plan change
 * or an accepted retention offer), else the current one.
 */
export function confirmedPlanGroup(sub: Subscription): string {
  return sub.status === 'CHANGE_PLAN' && sub.pendingSubscriptionType
    ? sub.pendingSubscriptionType
    : sub.planType;
}

/**
 * What the confirmation says for this household, role and arrival. Only what the subscription
 * shows is confirmed: no plan, a suspended, ending or cancelled plan, or a secondary household
 * member (who confirms nothing) is sent to manage, which tells each of them their real state.
 * The flow named in `?from=` only picks the words when the subscription agrees with it (a typed
 * `?from=retention` on an unchanged plan reads as the plan as it is).
 */
export function confirmationView(
  sub: Subscription | null,
  role: UserRole | undefined,
  source: ConfirmationSource,
): ConfirmationView {
  if (!sub || role === 'secondary' || !LIVE.has(sub.status)) return { kind: 'manage' };
  const plan = confirmedPlanGroup(sub);
  if (sub.status === 'CHANGE_PLAN') {
    return source === 'retention' && sub.retentionOfferUsed
      ? { kind: 'show', groups: [plan, 'retained'] }
      : { kind: 'show', groups: [plan, 'changed', 'current'] };
  }
  if (source === 'reinstate') return { kind: 'show', groups: [plan, 'reinstated', 'current'] };
  return { kind: 'show', groups: [plan, 'current'] };
}
