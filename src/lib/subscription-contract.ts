/**
 * The subscription call's answer (`GET subscription/user/get/{gid}`, contract §3): the one definition
 * the client reads (src/api/endpoints/subscription-call.ts) and the sandbox answers with
 * (sandbox/present.ts), so the two cannot drift apart. Shapes and their value lists only: it
 * imports nothing.
 */

/** Subscription statuses of contract §4, in the spec's order. */
export const SUBSCRIPTION_STATUSES = [
  'TRIAL',
  'ACTIVE',
  'SUSPENDED',
  'PENDING_ACTIVATION',
  'PROCESSING',
  'PENDING_CANCELLATION',
  'CHANGE_PLAN',
  'CANCELLED',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Plan families the product shows. */
export type PlanType = 'annual' | 'monthly' | 'snap';

/** A household's subscription as the call answers it (contract §3), dates as YYYY-MM-DD. */
export interface Subscription {
  /** The service's today (YYYY-MM-DD) when it sends one: days left count from it. */
  asOf?: string;
  subscriptionId: string;
  status: SubscriptionStatus;
  previousStatus: SubscriptionStatus | null;
  isTrial: boolean;
  planCode: string;
  planType: PlanType;
  fee: number;
  pendingFee: number | null;
  pricingDetail: string;
  pendingSubscriptionType: PlanType | null;
  pendingPlanCode: string | null;
  startDate: string;
  renewalDate: string;
  freeTrialEndDate: string | null;
  trialDurationDays: number;
  /** When a cancellation takes effect; on SNAP hold, the day the plan is cancelled automatically. */
  cancellationEffectiveDate: string | null;
  refundAmount: number | null;
  suspendReason: 'payment' | 'snap' | null;
  snapReverifyBy: string | null;
  snapDiscountEndsOn: string | null;
  retentionOfferUsed: boolean;
  role: 'primary' | 'secondary';
  paymentMethod: { brand: string; last4: string } | null;
}

/** The claims of the SWY_SHOP_TOKEN JWT (contract §3) plus the household role. */
export interface TokenClaims {
  aln: string;
  hid: string;
  zip: string;
  gid: string;
  uuid: string;
  exp: number;
  firstName: string;
  lastName: string;
  role: 'primary' | 'secondary';
}

/** The cancel call's body (contract §3); feedback is at most 400 characters (contract §5). */
export interface CancelRequest {
  reasonCode: string;
  userComments: string;
  retentionEligibilityCheck: boolean;
}

/** The retention offer the service may answer with instead of cancelling. */
export interface RetentionOffer {
  planCode: string;
  discountType: 'retentionannual';
  campaignType: 'retention';
  fee: number;
  regularFee: number;
  startsOn: string;
}

/** A stored payment card as the tenders call answers it. */
export interface Tender {
  id: string;
  brand: string;
  last4: string;
  expiry: string;
  isDefault: boolean;
}
