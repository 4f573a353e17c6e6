import type { Plan, Subscription } from '../../api';

/**
 * Block groups of the change layout (ids `<group>-…`): `annual` and `monthly` offer the other
 * plan, `snap` explains a SNAP plan is not changed here, `pending` shows the change already
 * scheduled (a second one is refused), `blocked` covers statuses that cannot change.
 */
export const changeGroups = ['annual', 'monthly', 'snap', 'pending', 'blocked'] as const;

/** Statuses in which a plan change may be asked for (spec §4: it takes effect at renewal). */
const changeable = new Set(['TRIAL', 'ACTIVE']);

/** The group for a subscription; `blocked` without one. */
export function changeGroup(sub: Subscription | null): string {
  if (!sub) return 'blocked';
  if (sub.status === 'CHANGE_PLAN') return 'pending';
  if (!changeable.has(sub.status)) return 'blocked';
  return sub.planType;
}

/**
 * The plan a shopper on `sub` can switch to: the listed, regular (non-SNAP, non-retention) plan of
 * the other billing type; undefined for SNAP plans or when none is listed.
 */
export function targetPlan(sub: Subscription | null, plans: readonly Plan[]): Plan | undefined {
  if (!sub || sub.planType === 'snap') return undefined;
  const want = sub.planType === 'annual' ? 'monthly' : 'annual';
  return plans.find(
    (plan) => plan.planType === want && !plan.snap && plan.campaignType !== 'retention',
  );
}
