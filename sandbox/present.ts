/** The JSON shapes the sandbox answers with, kept apart from the rules that change state. */
import { addMonths } from './dates.ts';
import { isTrial } from './rules.ts';
import { snapCancelDate, snapDiscountMonths, snapDueDate } from './plans.ts';
import type { Subscription as SubscriptionAnswer } from '../src/lib/subscription-contract.ts';
import type { SandboxState } from './state.ts';
import type { Account, Plan, Subscription, Tender } from './types';

/**
 * A subscription as the subscription call returns it (contract §3 fields plus helpful dates). `asOf`
 * is the service's today (the sandbox clock's), so the app counts days left from the same day the
 * service runs its rules on. A plan on SNAP hold carries the day it is cancelled automatically as
 * its `cancellationEffectiveDate`.
 */
export function presentSubscription(
  sub: Subscription,
  account: Account,
  tender: Tender | undefined,
  today: string,
): SubscriptionAnswer {
  const snapHold = sub.status === 'SUSPENDED' && sub.suspendReason === 'snap' && sub.suspendedOn;
  return {
    asOf: today,
    subscriptionId: sub.subscriptionId,
    status: sub.status,
    previousStatus: sub.previousStatus,
    isTrial: isTrial(sub),
    planCode: sub.planCode,
    planType: sub.planType,
    fee: sub.fee,
    pendingFee: sub.pendingFee,
    pricingDetail: sub.pricingDetail,
    pendingSubscriptionType: sub.pendingSubscriptionType,
    pendingPlanCode: sub.pendingPlanCode,
    startDate: sub.startDate,
    renewalDate: sub.renewalDate,
    freeTrialEndDate: sub.freeTrialEndDate,
    trialDurationDays: sub.trialDurationDays,
    cancellationEffectiveDate: snapHold
      ? snapCancelDate(sub.suspendedOn as string)
      : sub.cancellationEffectiveDate,
    refundAmount: sub.refundAmount,
    suspendReason: sub.suspendReason,
    snapReverifyBy: sub.snapVerifiedOn ? snapDueDate(sub.snapVerifiedOn) : null,
    snapDiscountEndsOn: sub.snapStartDate ? addMonths(sub.snapStartDate, snapDiscountMonths) : null,
    retentionOfferUsed: sub.retentionUsed,
    role: account.role,
    paymentMethod: tender ? { brand: tender.brand, last4: tender.last4 } : null,
  };
}

/** The card that pays for an account's household plan: the plan's own, else the payer's default. */
export function tenderOfHousehold(state: SandboxState, account: Account): Tender | undefined {
  const sub = state.subscriptions.get(account.hid);
  const payer = state.primaryOf(account.hid) ?? account;
  return (
    payer.tenders.find((t) => t.id === sub?.tenderId) ?? payer.tenders.find((t) => t.isDefault)
  );
}

/**
 * What the subscription call answers `account` now: its household's plan, or the service's
 * "no subscription" answer (200 with 00015). The editor preview asks for a persona's by this too.
 */
export function subscriptionAnswerOf(
  state: SandboxState,
  account: Account,
): SubscriptionAnswer | { code: '00015'; message: string } {
  const sub = state.subscriptions.get(account.hid);
  if (!sub) return { code: '00015', message: 'No subscription' };
  return presentSubscription(sub, account, tenderOfHousehold(state, account), state.today());
}

/** A plan as the plans call lists it. */
export function presentPlan(plan: Plan) {
  return {
    planCode: plan.planCode,
    planType: plan.planType,
    fee: plan.fee,
    regularFee: plan.regularFee,
    billingPeriod: plan.billingPeriod,
    trialDays: plan.trialDays,
    campaignType: plan.campaignType,
    pricingDetail: plan.pricingDetail,
    ...(plan.trialPricingDetail ? { trialPricingDetail: plan.trialPricingDetail } : {}),
    snap: plan.requiresSnap,
  };
}

/** A stored card without its sandbox-only behaviour. */
export function presentTender(tender: Tender) {
  const { id, brand, last4, expiry, isDefault } = tender;
  return { id, brand, last4, expiry, isDefault };
}
