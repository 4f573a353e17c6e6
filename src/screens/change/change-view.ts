import type { Plan, Subscription } from '../../api';
import type { ScreenFacts } from '../../render/visibility';

/**
 * The facts content/screens/change.json declares: the plan type the household has. Its groups
 * (with the status) show the offer of the other plan, SNAP's rule, the pending change or why the
 * plan cannot change (contract §4: only TRIAL and ACTIVE plans change, at renewal).
 */
export function changeFacts(sub: Subscription | null): ScreenFacts {
  return { plan: sub?.planType };
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
