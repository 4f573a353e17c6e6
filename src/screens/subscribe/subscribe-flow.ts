/**
 * The subscribe flow's state machine, kept pure so each rule has a unit test: zip code → plan →
 * account set-up → payment → confirmation. The step is derived from what the shopper has given
 * so far, so a failed call (which gives nothing new) can never move or reset the flow.
 */

/** The steps in order. */
export type SubscribeStep = 'zip' | 'plan' | 'account' | 'payment' | 'done';

/** What the flow knows so far. */
export interface FlowFacts {
  zip?: string;
  /** The plan code chosen on the plan step (or fixed by a discount campaign). */
  planCode?: string;
  /** The account set-up form's answers. */
  account?: Record<string, unknown>;
  /** The plan type of the subscription created on the payment step. */
  subscribedPlanType?: string;
}

/** The step the shopper is on. */
export function currentStep(facts: FlowFacts): SubscribeStep {
  if (facts.subscribedPlanType) return 'done';
  if (!facts.zip) return 'zip';
  if (!facts.planCode) return 'plan';
  if (!facts.account) return 'account';
  return 'payment';
}

/** Steps that need a signed-in account: a signed-out shopper is sent to sign-in before them. */
export function needsSignIn(step: SubscribeStep): boolean {
  return step === 'account' || step === 'payment';
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

/** Spec §5: FreshPass is unavailable in the restricted zip codes (content/constants.json). */
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

/** Spec §5: a household with a live plan cannot use a new-subscriber discount campaign. */
export function isLiveMember(status: string | null | undefined): boolean {
  return status !== undefined && status !== null && status !== 'CANCELLED';
}
