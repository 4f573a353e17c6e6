/** Plans, discount campaigns, cancel reasons and partner offers the sandbox serves. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, addMonths } from './dates.ts';
import { SandboxError } from './errors.ts';
import type { DiscountCampaign, LimitedTimeOffer, Plan } from './types';

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')) as T;

/** Every plan, including the hidden retention plan. */
export const plans: Plan[] = read<Plan[]>('plans.json');
/** Partner discount campaigns by code. */
export const discounts: DiscountCampaign[] = read<DiscountCampaign[]>('discounts.json');
/** Limited-time offers by code (the subscribe page's "Claim offer"). */
export const limitedTimeOffers: LimitedTimeOffer[] = read<LimitedTimeOffer[]>(
  'limited-time-offers.json',
);

/** Cancel reasons; `retentionEligible` reasons may be answered with the retention offer. */
export const cancelReasons: Array<{
  reasonCode: string;
  reasonText: string;
  retentionEligible: boolean;
}> = read('cancel-reasons.json');
/** Partner and limited-time offers with `{bannerType}`/`{banner}` filled per request. */
export const partnerOffers: Array<Record<string, string>> = read('partner-offers.json');

/**
 * The campaign a partner link names (docs/decisions.md): the code, case-insensitive, and, when the
 * link carries a `segment`, that segment must be the campaign's (the audience the partner gave the
 * code to). Undefined for an unknown code or a code used with another segment.
 */
export function campaignFor(
  code: string,
  segment: string | undefined,
): DiscountCampaign | undefined {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const campaign = discounts.find((d) => same(d.discountCode, code));
  if (!campaign) return undefined;
  return segment === undefined || segment.trim() === '' || same(campaign.segment, segment)
    ? campaign
    : undefined;
}

/**
 * The limited-time offer a create call claims (`campaignType: "lto"`, `offerCode`): unknown codes
 * are a 400, an offer that has ended is 00047 (offer gone), and the offer is for its own plan only.
 */
export function limitedTimeOfferFor(code: string, planCode: string): LimitedTimeOffer {
  const offer = limitedTimeOffers.find(
    (o) => o.offerCode.toLowerCase() === code.trim().toLowerCase(),
  );
  if (!offer) throw new SandboxError(400, 'INVALID_REQUEST', `Unknown offerCode "${code}"`);
  if (offer.expired) throw new SandboxError(410, '00047', 'This offer is no longer available');
  if (offer.planCode !== planCode) {
    throw new SandboxError(
      400,
      'INVALID_REQUEST',
      `Offer "${code}" is for the ${offer.planCode} plan`,
    );
  }
  return offer;
}

/** The plan of a code, or a 400 naming the unknown code. */
export function planOf(planCode: string): Plan {
  const plan = plans.find((p) => p.planCode === planCode);
  if (!plan) throw new SandboxError(400, 'INVALID_REQUEST', `Unknown planCode "${planCode}"`);
  return plan;
}

/** The date one billing period after `date`. */
export function nextPeriod(plan: Plan, date: string): string {
  return plan.billingPeriod === 'year' ? addMonths(date, 12) : addMonths(date, 1);
}

/** The retention plan every retention offer sells (discount type `retentionannual`). */
export const retentionPlanCode = 'retentionannual';

/** SNAP eligibility must be re-verified within this many days of the last verification. */
export const snapVerificationDays = 365;
/** A SNAP plan suspended for lapsed eligibility is cancelled after this many days. */
export const snapGraceDays = 30;
/** The SNAP discount lasts this many months from the SNAP start. */
export const snapDiscountMonths = 24;
/** Cancelling within this many days of the period start, without orders, refunds the fee. */
export const refundWindowDays = 15;
/** Cancelling this close to the renewal (days) is refused with 00014. */
export const renewalBufferDays = 1;

/** The date a SNAP re-verification is due. */
export function snapDueDate(verifiedOn: string): string {
  return addDays(verifiedOn, snapVerificationDays);
}

/** The day a plan suspended for lapsed SNAP eligibility on `suspendedOn` is cancelled. */
export function snapCancelDate(suspendedOn: string): string {
  return addDays(suspendedOn, snapGraceDays);
}
