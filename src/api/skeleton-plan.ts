/**
 * The plan a screen draws its loading skeleton for (issue 22 §3): a primary member's active
 * monthly plan, the most common shopper on the account screens. Its values are never shown: the
 * screen renders its layout for it with every block drawn as a grey box (visibility hidden), so
 * each box has the size of the block that replaces it at any width, and nothing moves when the
 * shopper's own plan arrives. A shopper in another state sees their blocks replace the boxes.
 */
import { todayIso } from '../lib/dates';
import type { Subscription, Tender } from '../lib/subscription-contract';
import type { Plan } from './endpoints/plans';
import { membershipOf, type Membership } from './membership';

/** Today plus `days`, as YYYY-MM-DD. */
function dayAfter(today: string, days: number): string {
  return todayIso(new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000));
}

/** An active monthly plan renewing in 25 days, as the subscription call answers it. */
export function skeletonSubscription(today: string = todayIso()): Subscription {
  return {
    subscriptionId: 'skeleton',
    status: 'ACTIVE',
    previousStatus: null,
    isTrial: false,
    planCode: 'monthly',
    planType: 'monthly',
    fee: 14.99,
    pendingFee: null,
    pricingDetail: '$14.99/month',
    pendingSubscriptionType: null,
    pendingPlanCode: null,
    startDate: dayAfter(today, -5),
    renewalDate: dayAfter(today, 25),
    freeTrialEndDate: null,
    trialDurationDays: 0,
    cancellationEffectiveDate: null,
    refundAmount: null,
    suspendReason: null,
    snapReverifyBy: null,
    snapDiscountEndsOn: null,
    retentionOfferUsed: false,
    role: 'primary',
    paymentMethod: { brand: SKELETON_CARD.brand, last4: SKELETON_CARD.last4 },
  };
}

/** The plans a member of that plan is offered: the monthly and the annual one. */
export const SKELETON_PLANS: readonly Plan[] = [
  {
    planCode: 'monthly',
    planType: 'monthly',
    fee: 14.99,
    regularFee: 14.99,
    billingPeriod: 'month',
    trialDays: 30,
    campaignType: 'standard',
    pricingDetail: '$14.99/month',
    snap: false,
  },
  {
    planCode: 'annual',
    planType: 'annual',
    fee: 129,
    regularFee: 179.88,
    billingPeriod: 'year',
    trialDays: 30,
    campaignType: 'standard',
    pricingDetail: '$129/year',
    snap: false,
  },
];

/** The card that plan is paid with, as the payment methods call lists it. */
export const SKELETON_CARD: Tender = {
  id: 'skeleton',
  brand: 'VISA',
  last4: '1111',
  expiry: '12/29',
  isDefault: true,
};

/** The membership of that plan's primary holder. */
export function skeletonMembership(sub: Subscription = skeletonSubscription()): Membership {
  return membershipOf(sub, 'primary', todayIso());
}
