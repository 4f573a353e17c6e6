import type { Subscription } from '../../api';

/**
 * Block groups of the confirmation layout (ids `<group>-…`): one savings summary and perks
 * section per plan type, and `none` when there is no plan to confirm.
 */
export const confirmationGroups = ['annual', 'monthly', 'snap', 'none'] as const;

/**
 * The plan the shopper just confirmed: the scheduled plan when a change is pending (a plan change
 * or an accepted retention offer), else the current one.
 */
export function confirmedPlanGroup(sub: Subscription | null): string {
  if (!sub) return 'none';
  return sub.status === 'CHANGE_PLAN' && sub.pendingSubscriptionType
    ? sub.pendingSubscriptionType
    : sub.planType;
}
