import type { Subscription } from '../../api';
import type { SubscriptionStatus } from '../../render/visibility';

/**
 * Block groups of the manage layout (ids `<group>-…`): the status alone does not tell these views
 * apart, so the screen names them. `trial` also covers PROCESSING right after TRIAL (spec §4),
 * `renewing` a paid plan in PROCESSING, `payment`/`snap` the two SUSPENDED causes, and `confirm`
 * the reinstate confirmation the shopper asked for.
 */
export const manageGroups = ['trial', 'renewing', 'payment', 'snap', 'confirm'] as const;

/** The audience status of a loaded subscription (`NONE` without one). */
export function statusOf(sub: Subscription | null): SubscriptionStatus {
  return sub ? sub.status : 'NONE';
}

/** The groups active for a subscription, and `confirm` while reinstating is being confirmed. */
export function activeManageGroups(sub: Subscription | null, confirming: boolean): string[] {
  const active: string[] = [];
  if (sub) {
    const trial =
      sub.status === 'TRIAL' || (sub.status === 'PROCESSING' && sub.previousStatus === 'TRIAL');
    if (trial) active.push('trial');
    else if (sub.status === 'PROCESSING') active.push('renewing');
    if (sub.status === 'SUSPENDED') active.push(sub.suspendReason === 'snap' ? 'snap' : 'payment');
  }
  if (confirming) active.push('confirm');
  return active;
}
