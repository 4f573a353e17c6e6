/**
 * Business rules of contract §4 on one household's subscription: create or change a plan, reinstate
 * and update payment. Cancelling is in cancel-rules.ts, SNAP verification in snap-rules.ts, the
 * clock in clock-rules.ts.
 * Every function either changes the subscription it is given or throws a SandboxError.
 */
import { addDays, addMonths, daysBetween } from './dates.ts';
import { SandboxError, refusal } from './errors.ts';
import { nextPeriod, planOf, snapDueDate } from './plans.ts';
import type { SubscriptionSeed } from './personas';
import type {
  Account,
  DiscountCampaign,
  LimitedTimeOffer,
  Plan,
  Subscription,
  Tender,
} from './types';

/** A subscription of a persona fixture, with its relative days turned into dates. */
export function seedSubscription(
  seed: SubscriptionSeed,
  account: Account,
  today: string,
  id: string,
): Subscription {
  const plan = planOf(seed.planCode);
  const pending = seed.pendingPlanCode ? planOf(seed.pendingPlanCode) : null;
  const at = (days: number | undefined) => (days === undefined ? null : addDays(today, days));
  return {
    subscriptionId: id,
    hid: account.hid,
    primaryGid: account.gid,
    status: seed.status,
    previousStatus: seed.previousStatus ?? null,
    planCode: plan.planCode,
    planType: plan.planType,
    fee: plan.fee,
    pricingDetail: pricingDetailOf(plan, seed.trialEndsInDays !== undefined),
    pendingPlanCode: pending?.planCode ?? null,
    pendingSubscriptionType: pending?.planType ?? null,
    pendingFee: pending?.fee ?? null,
    startDate: addDays(today, -seed.startedDaysAgo),
    periodStart: addDays(today, -seed.periodStartedDaysAgo),
    renewalDate: addDays(today, seed.renewsInDays),
    freeTrialEndDate: at(seed.trialEndsInDays),
    trialDurationDays: seed.trialEndsInDays === undefined ? 0 : plan.trialDays,
    ordersInPeriod: seed.ordersInPeriod,
    cancellationEffectiveDate: at(seed.cancellationInDays),
    cancelReasonCode: null,
    refundAmount: null,
    suspendReason: seed.suspendReason ?? null,
    suspendedOn: seed.suspendedDaysAgo === undefined ? null : at(-seed.suspendedDaysAgo),
    snapVerifiedOn: seed.snapVerifiedDaysAgo === undefined ? null : at(-seed.snapVerifiedDaysAgo),
    snapStartDate: seed.snapStartedDaysAgo === undefined ? null : at(-seed.snapStartedDaysAgo),
    retentionUsed: false,
    discountCode: null,
    tenderId: account.tenders.find((t) => t.isDefault)?.id ?? null,
  };
}

/**
 * The pricing text of a subscription: the trial wording only for a plan that started with its free
 * trial; every other member reads the plain price (docs/decisions.md, issue 12 defect 4).
 */
export function pricingDetailOf(plan: Plan, withTrial: boolean): string {
  return withTrial ? (plan.trialPricingDetail ?? plan.pricingDetail) : plan.pricingDetail;
}

/** True while the household's SNAP verification is current (less than a year old). */
export function snapVerified(account: Account, today: string): boolean {
  return account.snapVerifiedOn !== null && snapDueDate(account.snapVerifiedOn) > today;
}

/** A plan counts as trial in TRIAL, or in PROCESSING right after TRIAL (contract §4). */
export function isTrial(sub: Pick<Subscription, 'status' | 'previousStatus'>): boolean {
  return sub.status === 'TRIAL' || (sub.status === 'PROCESSING' && sub.previousStatus === 'TRIAL');
}

/** Refuses anyone but the household's primary holder (contract §6). */
export function requirePrimary(account: Account): void {
  if (account.role !== 'primary') {
    throw new SandboxError(403, refusal.notPrimary, 'Only the primary account holder may do this');
  }
}

/** Charging a card: cards tokenised from the declining test numbers fail with 00021. */
export function chargeFails(tender: Tender | undefined): boolean {
  return (
    !tender || tender.behaviour === 'enrolment-fails' || tender.behaviour === 'renewal-declined'
  );
}

/** What a create-plan request asks for, after the route has resolved names to records. */
export interface CreateRequest {
  account: Account;
  plan: Plan;
  zip: string;
  tender: Tender | undefined;
  discount: DiscountCampaign | null;
  /** A claimed limited-time offer: its free months stand in for the plan's trial. */
  offer?: LimitedTimeOffer | null;
  today: string;
  id: string;
}

/** Subscribes a household that has no live plan (none yet, or a cancelled one). */
export function createSubscription(
  existing: Subscription | undefined,
  req: CreateRequest,
): Subscription {
  const { account, plan, today, discount, tender } = req;
  requirePrimary(account);
  if (req.zip === '86040') {
    throw new SandboxError(400, refusal.zipUnavailable, 'FreshPass is unavailable for zip 86040');
  }
  if (plan.hidden) throw new SandboxError(410, '00047', 'This offer is no longer available');
  if (plan.requiresSnap && !snapVerified(account, today)) {
    throw new SandboxError(403, refusal.snapNotVerified, 'SNAP eligibility is not verified');
  }
  if (discount?.expired) {
    throw new SandboxError(400, refusal.promotionExpired, 'The promotion has expired');
  }
  if (discount?.newSubscribersOnly && existing) {
    throw new SandboxError(400, refusal.newSubscribersOnly, 'For new subscribers only');
  }
  if (!tender) throw new SandboxError(400, '00021', 'No payment method to enrol with');
  if (tender.behaviour === 'enrolment-fails') {
    throw new SandboxError(400, '00021', 'The enrolment payment was declined');
  }
  const offer = req.offer ?? null;
  if (offer && discount) {
    throw new SandboxError(400, refusal.invalidRequest, 'An offer and a discount do not combine');
  }
  // A limited-time offer's free months are a free period like the trial (no charge until it ends,
  // TRIAL status), for any household, returning ones too; they replace the trial, never add to it.
  const trial = Boolean(offer) || (plan.trialDays > 0 && !existing && !discount);
  if (!trial && chargeFails(tender)) throw new SandboxError(400, '00021', 'The payment failed');
  const trialEnd = offer
    ? addMonths(today, offer.freeMonths)
    : trial
      ? addDays(today, plan.trialDays)
      : null;
  // A first charge (or a trial's card check) the bank has not confirmed yet: the plan waits in
  // PENDING_ACTIVATION and the next clock day activates it (clock-rules.ts).
  const pending = tender.behaviour === 'confirmation-pending';
  return {
    subscriptionId: req.id,
    hid: account.hid,
    primaryGid: account.gid,
    status: pending ? 'PENDING_ACTIVATION' : trial ? 'TRIAL' : 'ACTIVE',
    previousStatus: existing ? existing.status : null,
    planCode: plan.planCode,
    planType: plan.planType,
    fee: discount ? discount.discountedFee : plan.fee,
    pricingDetail: offer ? offer.pricingDetail : pricingDetailOf(plan, trial),
    pendingPlanCode: null,
    pendingSubscriptionType: null,
    pendingFee: null,
    startDate: today,
    periodStart: today,
    renewalDate: trialEnd ?? nextPeriod(plan, today),
    freeTrialEndDate: trialEnd,
    trialDurationDays: trialEnd ? daysBetween(today, trialEnd) : 0,
    ordersInPeriod: 0,
    cancellationEffectiveDate: null,
    cancelReasonCode: null,
    refundAmount: null,
    suspendReason: null,
    suspendedOn: null,
    // The yearly re-verification counts from the verification, not from joining.
    snapVerifiedOn: plan.requiresSnap ? account.snapVerifiedOn : null,
    snapStartDate: plan.requiresSnap ? today : null,
    retentionUsed: existing?.retentionUsed ?? false,
    discountCode: discount?.discountCode ?? offer?.offerCode ?? null,
    tenderId: tender.id,
  };
}

/**
 * Changes the plan of a live subscription from its renewal date (contract §4). Accepting the retention
 * offer is the same change to the hidden `retentionannual` plan, once per household.
 */
export function changePlan(
  sub: Subscription,
  account: Account,
  plan: Plan,
  hasDiscount: boolean,
  today: string,
): void {
  requirePrimary(account);
  if (hasDiscount) {
    throw new SandboxError(400, refusal.newSubscribersOnly, 'For new subscribers only');
  }
  if (sub.status === 'CHANGE_PLAN') {
    throw new SandboxError(409, refusal.changePending, 'A plan change is already pending');
  }
  if (plan.campaignType === 'retention') {
    if (sub.retentionUsed || sub.status !== 'ACTIVE' || sub.planType === 'snap') {
      throw new SandboxError(410, '00047', 'This offer is no longer available');
    }
    sub.retentionUsed = true;
  } else if (plan.hidden) {
    throw new SandboxError(410, '00047', 'This offer is no longer available');
  }
  if (sub.status !== 'ACTIVE' && sub.status !== 'TRIAL') {
    throw new SandboxError(409, refusal.notAllowed, `A ${sub.status} plan cannot be changed`);
  }
  if (plan.planCode === sub.planCode) {
    throw new SandboxError(409, refusal.notAllowed, 'That is already the current plan');
  }
  if (plan.requiresSnap && !snapVerified(account, today)) {
    throw new SandboxError(403, refusal.snapNotVerified, 'SNAP eligibility is not verified');
  }
  sub.previousStatus = sub.status;
  sub.status = 'CHANGE_PLAN';
  sub.pendingPlanCode = plan.planCode;
  sub.pendingSubscriptionType = plan.planType;
  sub.pendingFee = plan.fee;
}

/** Undoes a pending cancellation, or restarts a cancelled plan with a new paid period. */
export function reinstate(
  sub: Subscription,
  account: Account,
  tender: Tender | undefined,
  today: string,
): void {
  requirePrimary(account);
  const before = sub.status;
  if (sub.status === 'PENDING_CANCELLATION') {
    sub.status = sub.previousStatus === 'TRIAL' ? 'TRIAL' : 'ACTIVE';
  } else if (sub.status === 'CANCELLED') {
    if (
      sub.planType === 'snap' &&
      (!sub.snapVerifiedOn || snapDueDate(sub.snapVerifiedOn) <= today)
    ) {
      throw new SandboxError(403, refusal.notAllowed, 'SNAP eligibility must be re-verified first');
    }
    if (chargeFails(tender)) throw new SandboxError(400, '00021', 'The payment failed');
    const plan = planOf(sub.planCode);
    sub.status = 'ACTIVE';
    sub.periodStart = today;
    sub.renewalDate = nextPeriod(plan, today);
    sub.ordersInPeriod = 0;
    sub.freeTrialEndDate = null;
    sub.refundAmount = null;
  } else {
    throw new SandboxError(409, refusal.notAllowed, `A ${sub.status} plan cannot be reinstated`);
  }
  sub.previousStatus = before;
  sub.cancellationEffectiveDate = null;
  sub.cancelReasonCode = null;
}

/** A new default card; a plan suspended for a failed payment is charged and resumes. */
export function paymentUpdated(sub: Subscription | undefined, tender: Tender, today: string): void {
  if (!sub) return;
  sub.tenderId = tender.id;
  if (sub.status === 'SUSPENDED' && sub.suspendReason === 'payment') {
    if (chargeFails(tender)) throw new SandboxError(400, '00021', 'The payment failed');
    resume(sub, today);
  }
}

/** A suspended plan is live again; a renewal missed while suspended starts a new period today. */
export function resume(sub: Subscription, today: string): void {
  sub.previousStatus = 'SUSPENDED';
  sub.status = 'ACTIVE';
  sub.suspendReason = null;
  sub.suspendedOn = null;
  if (sub.renewalDate <= today) {
    sub.periodStart = today;
    sub.renewalDate = nextPeriod(planOf(sub.planCode), today);
    sub.ordersInPeriod = 0;
  }
}
