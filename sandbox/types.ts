/** The sandbox's in-memory data model: accounts, households' subscriptions, plans and tenders. */
import type {
  PlanType,
  SubscriptionStatus,
  Tender as TenderAnswer,
} from '../src/lib/subscription-contract.ts';

/** Every subscription status of contract §4 (the subscription call's answer names them). */
export type Status = SubscriptionStatus;
export type { PlanType };

/** A sellable plan (sandbox/fixtures/plans.json). */
export interface Plan {
  planCode: string;
  planType: PlanType;
  fee: number;
  regularFee: number;
  billingPeriod: 'year' | 'month';
  trialDays: number;
  /** SNAP plans are only listed with the v4 accept type and need verified SNAP eligibility. */
  requiresSnap: boolean;
  /** Hidden plans (the retention offer) are never listed, only reachable through their flow. */
  hidden: boolean;
  campaignType: 'standard' | 'retention';
  /** The price as a paying member reads it (no trial words: most members get no trial). */
  pricingDetail: string;
  /** The price as a shopper who gets the plan's free trial reads it (plans with a trial only). */
  trialPricingDetail?: string;
}

/** How a stored card behaves, chosen by the test card number it was tokenised from. */
export type TenderBehaviour =
  | 'ok'
  | 'enrolment-fails'
  | 'refund-fails'
  | 'renewal-declined'
  /** The bank takes a day to confirm the first charge (or card check): PENDING_ACTIVATION. */
  | 'confirmation-pending';

/** A stored payment card: the answer's shape, and how the sandbox treats it. */
export interface Tender extends TenderAnswer {
  behaviour: TenderBehaviour;
}

/** A shopper who can sign in; a household (hid) shares one subscription. */
export interface Account {
  personaId: string;
  gid: string;
  uuid: string;
  hid: string;
  aln: string;
  zip: string;
  firstName: string;
  lastName: string;
  role: 'primary' | 'secondary';
  /** The household receives SNAP benefits, as far as a verification has shown. */
  snapEligible: boolean;
  /** The household's last SNAP verification; it is current for a year (snapDueDate). */
  snapVerifiedOn: string | null;
  profile: { addresses?: Array<Record<string, string>>; profileCompletionPercentage: string };
  tenders: Tender[];
}

/** A household's subscription with every date as `YYYY-MM-DD` on the sandbox clock. */
export interface Subscription {
  subscriptionId: string;
  hid: string;
  primaryGid: string;
  status: Status;
  previousStatus: Status | null;
  planCode: string;
  planType: PlanType;
  fee: number;
  pricingDetail: string;
  pendingPlanCode: string | null;
  pendingSubscriptionType: PlanType | null;
  pendingFee: number | null;
  startDate: string;
  periodStart: string;
  renewalDate: string;
  freeTrialEndDate: string | null;
  trialDurationDays: number;
  /** Orders placed in the current period: any use closes the refund window. */
  ordersInPeriod: number;
  cancellationEffectiveDate: string | null;
  cancelReasonCode: string | null;
  refundAmount: number | null;
  suspendReason: 'payment' | 'snap' | null;
  suspendedOn: string | null;
  snapVerifiedOn: string | null;
  snapStartDate: string | null;
  retentionUsed: boolean;
  discountCode: string | null;
  tenderId: string | null;
}

/** A partner discount campaign (sandbox/fixtures/discounts.json). */
export interface DiscountCampaign {
  discountCode: string;
  partnerName: string;
  planCode: string;
  discountedFee: number;
  segment: string;
  expired: boolean;
  newSubscribersOnly: boolean;
}

/**
 * A limited-time offer a shopper claims on subscribe (sandbox/fixtures/limited-time-offers.json):
 * the first `freeMonths` of `planCode` are free, whoever joins (docs/decisions.md).
 */
export interface LimitedTimeOffer {
  offerCode: string;
  planCode: string;
  freeMonths: number;
  expired: boolean;
  /** The subscription's pricing text while the free months run. */
  pricingDetail: string;
}

/** A fault armed through POST /__sandbox/faults. */
export interface Fault {
  method?: string;
  path: string;
  status?: number;
  code?: string;
  times?: number;
  delayMs?: number;
  /** Held until `POST /__sandbox/faults/release` (bounded: sandbox/held-calls.ts). */
  hold?: boolean;
  /**
   * `network` drops the connection before the service runs; `lost-response` lets the service run
   * (and change state), then drops the connection before the answer; `malformed` answers broken JSON.
   */
  kind?: 'network' | 'lost-response' | 'malformed';
}
