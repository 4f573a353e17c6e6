/**
 * The subscribe flow's state machine, kept pure so each rule has a unit test: zip code → plan →
 * (SNAP verification, for the SNAP plan while the household is not verified) → account set-up →
 * payment → confirmation. The step is derived from what the shopper has given so far, so a
 * failed call (which gives nothing new) can never move or reset the flow.
 */

import type { ScreenFacts } from '../../render/visibility';

/** The steps in order. */
export type SubscribeStep = 'zip' | 'plan' | 'verify' | 'account' | 'payment' | 'done';

/** What the flow knows so far. */
export interface FlowFacts {
  zip?: string;
  /** The plan code chosen on the plan step (or fixed by a discount campaign). */
  planCode?: string;
  /** The account set-up form's answers. */
  account?: Record<string, unknown>;
  /** The plan type of the subscription created on the payment step. */
  subscribedPlanType?: string;
  /** The chosen plan needs a SNAP verification the household does not have (yet). */
  mustVerifySnap?: boolean;
  /** The household already has a live plan: it is told so on the first step, never enrolled. */
  liveMember?: boolean;
}

/** The step the shopper is on. */
export function currentStep(facts: FlowFacts): SubscribeStep {
  if (facts.subscribedPlanType) return 'done';
  if (facts.liveMember || !facts.zip) return 'zip';
  if (!facts.planCode) return 'plan';
  if (facts.mustVerifySnap) return 'verify';
  if (!facts.account) return 'account';
  return 'payment';
}

/**
 * The step a Back leads to: the one before, by what the shopper gave on it (account answers,
 * the plan, the zip). A partner campaign fixes the plan, so its Back skips the plan step.
 */
export function previousStep(step: SubscribeStep, planFixed: boolean): SubscribeStep {
  if (step === 'payment') return 'account';
  if ((step === 'account' || step === 'verify') && !planFixed) return 'plan';
  return 'zip';
}

/** Steps that need a signed-in account: a signed-out shopper is sent to sign-in before them. */
export function needsSignIn(step: SubscribeStep): boolean {
  return step === 'verify' || step === 'account' || step === 'payment';
}

/**
 * Whether the SNAP step stands before account set-up: the chosen plan is a SNAP plan and either
 * the enrolment details say the household is not verified, or the create call refused the plan
 * for that reason (a verification that lapsed meanwhile). Unknown details (still loading, or a
 * failed call) do not hold the shopper back: the create call checks again.
 */
export function mustVerifySnap(
  planType: string | undefined,
  snapVerified: boolean | undefined,
  refusedUnverified: boolean,
): boolean {
  return planType === 'snap' && (refusedUnverified || snapVerified === false);
}

/** Where SNAP eligibility is verified (contract §2), the retailer's page outside the app. */
export const snapVerificationPath = '/customer-account/discount-programs/snap';

/**
 * The verification page with the way back to this flow, zip and plan in it, so a shopper who
 * verifies goes on where they left off.
 */
export function snapVerificationUrl(
  subscribePath: string,
  zip: string | undefined,
  planCode: string,
): string {
  const back = new URLSearchParams({ ...(zip ? { zip } : {}), plan: planCode });
  const redirect = `${subscribePath}?${back.toString()}`;
  return `${snapVerificationPath}?${new URLSearchParams({ redirect }).toString()}`;
}

/**
 * The sign-in address with the zip added to its way back, so a shopper who gave a zip before
 * signing in finds it again (the plan card links replace the page's query).
 */
export function signInKeepingZip(signInUrl: string, zip: string | undefined): string {
  if (!zip) return signInUrl;
  const url = new URL(signInUrl, 'http://x');
  const back = new URL(url.searchParams.get('redirect') ?? '/', 'http://x');
  back.searchParams.set('zip', zip);
  url.searchParams.set('redirect', back.pathname + back.search);
  return url.pathname + url.search;
}

/** The content layout of a step: content/screens/subscribe[-<step>].json. */
export function layoutIdFor(step: SubscribeStep, planType?: string): string {
  if (step === 'zip') return 'subscribe';
  if (step === 'done')
    return `subscribe-done-${planType === 'annual' || planType === 'snap' ? planType : 'monthly'}`;
  return `subscribe-${step}`;
}

/** A zip code as the zip form gives it, trimmed; undefined unless five digits. */
export function readZip(payload: unknown): string | undefined {
  const zip =
    payload && typeof payload === 'object' ? (payload as { zipCode?: unknown }).zipCode : undefined;
  if (typeof zip !== 'string') return undefined;
  const trimmed = zip.trim();
  return /^\d{5}$/.test(trimmed) ? trimmed : undefined;
}

/** Contract §5: FreshPass is unavailable in the restricted zip codes (content/constants.json). */
export function isRestrictedZip(zip: string, restricted: readonly string[]): boolean {
  return restricted.includes(zip);
}

/**
 * The plan the shopper picked: a discount campaign fixes it; otherwise the `plan` query a plan
 * card links to, kept only when the plans call offers that code (a stale link never enrols).
 */
export function chosenPlanCode(
  planQuery: string | null,
  offered: ReadonlyArray<{ planCode: string }> | undefined,
  discountPlanCode?: string,
): string | undefined {
  if (discountPlanCode) return discountPlanCode;
  if (!planQuery || !offered) return undefined;
  return offered.some((plan) => plan.planCode === planQuery) ? planQuery : undefined;
}

/**
 * How the plan being chosen starts, for this shopper: `trial` (the plan's free trial, for a
 * household that never subscribed), `free-month` (a claimed limited-time offer) or `paid` (charged
 * from today). It is the subscribe layouts' `price` fact, so trial words show only where true.
 */
export type PriceGroup = 'trial' | 'free-month' | 'paid';

/** What decides the price group. */
export interface PriceFacts {
  /** The household has never subscribed (no subscription record): trials are for them only. */
  neverSubscribed: boolean;
  /** A partner discount is applied (never combined with a trial). */
  discounted: boolean;
  /** A limited-time offer is claimed (its free month replaces the trial). */
  offerCode?: string;
  /** The chosen plan's trial length; undefined while no plan is chosen (the plan step). */
  trialDays?: number;
  /**
   * Once joined: whether the new plan starts with a free period (the service's answer has a free
   * trial end date). The household is a member by then, so only the answer tells how it started.
   */
  joinedWithFreePeriod?: boolean;
}

/**
 * The price group: a claimed offer is `free-month`; a household that gets trials, with no partner
 * discount, is `trial` while it looks at the plans and for a plan that has a trial; else `paid`.
 * Mirrors the service's rule (docs/decisions.md "Trials"), which decides in the end.
 */
export function priceGroup(facts: PriceFacts): PriceGroup {
  if (facts.joinedWithFreePeriod !== undefined) {
    if (!facts.joinedWithFreePeriod) return 'paid';
    return facts.offerCode ? 'free-month' : 'trial';
  }
  if (facts.offerCode) return 'free-month';
  if (!facts.neverSubscribed || facts.discounted) return 'paid';
  return facts.trialDays === undefined || facts.trialDays > 0 ? 'trial' : 'paid';
}

/**
 * The facts the subscribe layouts declare: how the plan starts (`price`) and whether the
 * limited-time offer is still to claim (`offerOpen`: not claimed, zip not refused).
 */
export function subscribeFacts(price: PriceGroup, offerOpen: boolean): ScreenFacts {
  return { price, offerOpen };
}

/** The limited-time offer a "Claim offer" link carries (`?offer=`), trimmed; absent when empty. */
export function readOfferCode(search: URLSearchParams): string | undefined {
  return search.get('offer')?.trim() || undefined;
}

/** What the payment step shows of the plan being bought (the facts block reads `plan.*`). */
export interface ChosenPlanFacts {
  planType: string;
  fee: number;
  /** Only when the shopper pays less than it (SNAP, a partner discount). */
  regularFee?: number;
  pricingDetail?: string;
}

/**
 * The price the shopper is about to pay: the plan's fee, or a partner campaign's discounted fee,
 * with the regular price beside it when it is lower (SNAP's 50%, a partner discount).
 */
export function chosenPlanFacts(
  plan:
    | {
        planType: string;
        fee: number;
        regularFee?: number;
        pricingDetail?: string;
        trialPricingDetail?: string;
      }
    | undefined,
  discount?: { discountedFee: number } | null,
  price: PriceGroup = 'paid',
): ChosenPlanFacts | undefined {
  if (!plan) return undefined;
  const fee = discount ? discount.discountedFee : plan.fee;
  const regular = discount ? plan.fee : plan.regularFee;
  // The plan's own pricing text, in its trial wording only when this shopper gets the trial; a
  // discount or a claimed offer has its own words on the step instead.
  const pricingDetail =
    price === 'trial' ? (plan.trialPricingDetail ?? plan.pricingDetail) : plan.pricingDetail;
  return {
    planType: plan.planType,
    fee,
    ...(regular !== undefined && regular > fee ? { regularFee: regular } : {}),
    ...(discount || price === 'free-month' ? {} : { pricingDetail }),
  };
}
