/**
 * The subscription call's answer (`GET subscription/user/get/{gid}`, spec §3): the one definition
 * the client reads (src/api/endpoints/subscription-call.ts) and the sandbox answers with
 * (sandbox/present.ts), so the two cannot drift apart. Shapes and their value lists only: it
 * imports nothing.
 */

/** Subscription statuses of spec §4, in the spec's order. */
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

/** A household's subscription as the call answers it (spec §3), dates as YYYY-MM-DD. */
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
