/**
 * What one day of the sandbox clock does to a subscription: activation once the first charge is
 * confirmed, renewals (entering PROCESSING on the renewal date, settling the next day), trial ends,
 * pending cancellations and plan changes taking effect, SNAP's yearly re-verification (SUSPENDED,
 * then CANCELLED) and the 24-month SNAP limit.
 */
import { addMonths } from './dates.ts';
import { chargeFails } from './rules.ts';
import { nextPeriod, planOf, snapCancelDate, snapDiscountMonths, snapDueDate } from './plans.ts';
import type { ClockEventKind } from './control-types';
import type { Subscription, Tender } from './types';

/** Moves one subscription to the state it has on `today`, the day just begun. */
export function runDay(sub: Subscription, tender: Tender | undefined, today: string): void {
  if (sub.status === 'SUSPENDED' && sub.suspendReason === 'snap' && sub.suspendedOn) {
    if (snapCancelDate(sub.suspendedOn) <= today) {
      sub.previousStatus = sub.status;
      sub.status = 'CANCELLED';
      sub.cancellationEffectiveDate = today;
    }
    return;
  }
  if (
    sub.planType === 'snap' &&
    sub.snapVerifiedOn &&
    snapDueDate(sub.snapVerifiedOn) <= today &&
    ['ACTIVE', 'CHANGE_PLAN', 'TRIAL'].includes(sub.status)
  ) {
    sub.previousStatus = sub.status;
    sub.status = 'SUSPENDED';
    sub.suspendReason = 'snap';
    sub.suspendedOn = today;
    return;
  }
  switch (sub.status) {
    case 'PENDING_CANCELLATION':
      if (sub.cancellationEffectiveDate && sub.cancellationEffectiveDate <= today) {
        sub.previousStatus = sub.status;
        sub.status = 'CANCELLED';
      }
      return;
    case 'PENDING_ACTIVATION':
      // The bank confirmed the first charge (or a trial's card check) overnight.
      sub.previousStatus = sub.status;
      sub.status = sub.freeTrialEndDate && sub.freeTrialEndDate > today ? 'TRIAL' : 'ACTIVE';
      return;
    case 'TRIAL':
    case 'ACTIVE':
    case 'CHANGE_PLAN':
      if (sub.renewalDate <= today) {
        sub.previousStatus = sub.status;
        sub.status = 'PROCESSING';
      }
      return;
    case 'PROCESSING':
      settleRenewal(sub, tender);
      return;
    default:
      return;
  }
}

/** The renewal charge settles: the pending plan takes effect, or a failed charge suspends. */
function settleRenewal(sub: Subscription, tender: Tender | undefined): void {
  const from = sub.renewalDate;
  sub.previousStatus = 'PROCESSING';
  if (sub.pendingPlanCode) {
    const plan = planOf(sub.pendingPlanCode);
    sub.planCode = plan.planCode;
    sub.planType = plan.planType;
    sub.fee = plan.fee;
    sub.pricingDetail = plan.pricingDetail;
    sub.pendingPlanCode = null;
    sub.pendingSubscriptionType = null;
    sub.pendingFee = null;
    if (plan.requiresSnap) sub.snapStartDate ??= from;
  }
  if (
    sub.planType === 'snap' &&
    sub.snapStartDate &&
    addMonths(sub.snapStartDate, snapDiscountMonths) <= from
  ) {
    const regular = planOf('monthly');
    sub.planCode = regular.planCode;
    sub.planType = regular.planType;
    sub.fee = regular.fee;
    sub.pricingDetail = regular.pricingDetail;
  }
  sub.freeTrialEndDate =
    sub.freeTrialEndDate && sub.freeTrialEndDate <= from ? sub.freeTrialEndDate : null;
  if (chargeFails(tender)) {
    sub.status = 'SUSPENDED';
    sub.suspendReason = 'payment';
    sub.suspendedOn = from;
    return;
  }
  sub.status = 'ACTIVE';
  // A settled renewal is a paid period: whatever trial there was has ended.
  sub.pricingDetail = planOf(sub.planCode).pricingDetail;
  sub.periodStart = from;
  sub.renewalDate = nextPeriod(planOf(sub.planCode), from);
  sub.ordersInPeriod = 0;
}

/**
 * What a day did to a plan, named for the sandbox panel ("what the clock ran"); undefined when
 * it did nothing. `before` is the plan as it was before `runDay`, `after` as it is now.
 */
export function clockEventOf(
  before: Pick<Subscription, 'status' | 'planCode' | 'suspendReason'>,
  after: Pick<Subscription, 'status' | 'planCode' | 'suspendReason'>,
): ClockEventKind | undefined {
  const from = before.status;
  const to = after.status;
  if (from === to) return undefined;
  if (from === 'PENDING_ACTIVATION') return 'activation';
  if (to === 'PROCESSING') return from === 'TRIAL' ? 'trial-ended' : 'renewal-started';
  if (from === 'PROCESSING' && to === 'SUSPENDED') return 'renewal-declined';
  if (from === 'PROCESSING') return before.planCode !== after.planCode ? 'plan-change' : 'renewal';
  if (to === 'SUSPENDED' && after.suspendReason === 'snap') return 'snap-reverification-due';
  if (from === 'SUSPENDED' && to === 'CANCELLED') return 'snap-cancellation';
  if (to === 'CANCELLED') return 'cancellation';
  return undefined;
}
