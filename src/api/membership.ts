/**
 * The one model of a shopper's membership: every fact a screen's words depend on, worked out
 * once from the subscription answer, the role and today's date (the service's `asOf` day when
 * the answer carries it, so the sandbox clock counts). Screens and content read these facts by
 * name; no screen works out what a status means for itself. How each status reads on each screen:
 * docs/decisions/how-each-status-reads.md.
 */
import { daysBetween, todayIso } from '../lib/dates';
import type { PlanType, Subscription, SubscriptionStatus } from '../lib/subscription-contract';

/** Who is looking: the plan's primary holder, a household member, or a shopper without a session. */
export type MembershipRole = 'primary' | 'secondary' | 'guest';

/** A plan change scheduled for renewal: to which plan, from which day. */
export interface PendingChange {
  planType: PlanType;
  from: string;
}

/** What is true of a shopper's membership today. */
export interface Membership {
  /** The subscription status, `NONE` without a subscription. */
  status: SubscriptionStatus | 'NONE';
  /** The household holds a plan that is not cancelled (it cannot subscribe again). */
  hasPlan: boolean;
  /** The plan's benefits are on today: the one definition of a "live" plan. */
  live: boolean;
  /** The plan will renew (or a trial turn paid) on `renewsOn` unless the shopper cancels. */
  renews: boolean;
  /** The next renewal day (today or later); undefined when the plan will not renew. */
  renewsOn?: string;
  /** The day the benefits end (today or later) or ended; undefined while the plan renews. */
  endsOn?: string;
  /** The benefits have ended (a cancelled plan, or an end day gone by). */
  ended: boolean;
  /** The plan type, undefined without a plan. */
  planType?: PlanType;
  /** The plan counts as a free trial (TRIAL, or PROCESSING right after TRIAL; contract §4). */
  trial: boolean;
  /** The free trial's last day while the plan counts as trial. */
  trialEndsOn?: string;
  /**
   * Whose benefits the shopper has now: the plan type (not a pending plan's), `trial` during a
   * free trial (annual-only benefits come with the paid annual plan); none while not live.
   */
  benefitsOf?: PlanType | 'trial';
  role: MembershipRole;
  /** The shopper may act on the plan (change, cancel, pay): only the primary holder. */
  canAct: boolean;
  /** A payment method pays for the plan and this shopper may see it (the primary holder). */
  cardOnFile: boolean;
  /** That payment method, only when `cardOnFile`. */
  card?: { brand: string; last4: string };
  /** A change waiting for renewal. */
  pendingChange?: PendingChange;
  /** The day these facts hold for. */
  today: string;
}

/**
 * Statuses whose plan gives its benefits (until an end day, if it has one). A plan in
 * PENDING_ACTIVATION renews but its benefits start once the first charge is confirmed.
 */
const BENEFITS_ON: ReadonlySet<SubscriptionStatus> = new Set([
  'TRIAL',
  'ACTIVE',
  'PROCESSING',
  'PENDING_CANCELLATION',
  'CHANGE_PLAN',
]);

/** Statuses whose plan renews (or turns paid) unless the shopper acts. */
const RENEWING: ReadonlySet<SubscriptionStatus> = new Set([
  'TRIAL',
  'ACTIVE',
  'PENDING_ACTIVATION',
  'PROCESSING',
  'CHANGE_PLAN',
]);

/** A plan counts as trial in TRIAL, or PROCESSING right after TRIAL (contract §4): the one rule. */
export function isTrialPlan(sub: Pick<Subscription, 'status' | 'previousStatus'>): boolean {
  return sub.status === 'TRIAL' || (sub.status === 'PROCESSING' && sub.previousStatus === 'TRIAL');
}

/** Whether `day` is before `today` (both YYYY-MM-DD); false when either is not a date. */
export function isPast(day: string | null | undefined, today: string): boolean {
  if (!day) return false;
  const days = daysBetween(today, day);
  return days !== undefined && days < 0;
}

/** The same date, or undefined when it has gone by. */
function upcoming(day: string | null | undefined, today: string): string | undefined {
  return day && !isPast(day, today) && daysBetween(today, day) !== undefined ? day : undefined;
}

/** The day the facts hold for: the service's `asOf`, else the shopper's today. */
export function membershipToday(sub: Subscription | null | undefined, fallback = todayIso()) {
  return sub?.asOf && daysBetween(sub.asOf, sub.asOf) === 0 ? sub.asOf : fallback;
}

/**
 * The membership of a shopper with this subscription (null: none) and role, on `today`.
 * Pure: the same answer, role and day always give the same facts.
 */
export function membershipOf(
  sub: Subscription | null,
  role: MembershipRole,
  today: string,
): Membership {
  if (!sub) {
    return {
      status: 'NONE',
      hasPlan: false,
      live: false,
      renews: false,
      ended: false,
      trial: false,
      role,
      canAct: role === 'primary',
      cardOnFile: false,
      today,
    };
  }
  const status = sub.status;
  const endDay = sub.cancellationEffectiveDate ?? undefined;
  const endGone = isPast(endDay, today);
  const ended = status === 'CANCELLED' || (status === 'PENDING_CANCELLATION' && endGone);
  const live = BENEFITS_ON.has(status) && !ended;
  const renews = RENEWING.has(status);
  const trial = isTrialPlan(sub);
  const pending =
    status === 'CHANGE_PLAN' && sub.pendingSubscriptionType
      ? { planType: sub.pendingSubscriptionType, from: sub.renewalDate }
      : undefined;
  const primary = role === 'primary';
  const hasPlan = status !== 'CANCELLED';
  const cardOnFile = primary && hasPlan && sub.paymentMethod !== null;
  return {
    status,
    hasPlan,
    live,
    renews,
    ...(renews && upcoming(sub.renewalDate, today) ? { renewsOn: sub.renewalDate } : {}),
    // A renewing plan has no end day; an ending, cancelled or held one ends on its effective day.
    ...(!renews && endDay ? { endsOn: endDay } : {}),
    ended,
    planType: sub.planType,
    trial,
    ...(trial && sub.freeTrialEndDate ? { trialEndsOn: sub.freeTrialEndDate } : {}),
    ...(live ? { benefitsOf: trial ? 'trial' : sub.planType } : {}),
    role,
    canAct: primary,
    cardOnFile,
    ...(cardOnFile && sub.paymentMethod ? { card: sub.paymentMethod } : {}),
    ...(pending ? { pendingChange: pending } : {}),
    today,
  };
}

/** A membership fact as content's `when` conditions test it. */
export type MembershipFactValue = string | boolean;

/**
 * The membership facts every layout may test by name without declaring them, with their values.
 * Their meaning is the model's (above); a layout cannot redefine one.
 */
export const MEMBERSHIP_FACTS = {
  live: { description: 'The plan gives its benefits today.', values: [false, true] },
  renews: { description: 'The plan will renew unless the shopper cancels.', values: [false, true] },
  ended: { description: 'The benefits have ended.', values: [false, true] },
  hasPlan: {
    description: 'The household holds a plan that is not cancelled.',
    values: [false, true],
  },
  trial: { description: 'The plan counts as a free trial.', values: [false, true] },
  planType: {
    description: 'The plan type (none without a plan).',
    values: ['none', 'annual', 'monthly', 'snap'],
  },
  benefitsOf: {
    description:
      'Whose benefits the shopper has today: a plan type, trial, or none while not live.',
    values: ['none', 'annual', 'monthly', 'snap', 'trial'],
  },
  canAct: {
    description: 'The shopper may change, cancel or pay (primary holder).',
    values: [false, true],
  },
  cardOnFile: {
    description: 'A card pays for the plan and this shopper may see it.',
    values: [false, true],
  },
  pendingPlan: {
    description: 'The plan a scheduled change moves to at renewal (none without one).',
    values: ['none', 'annual', 'monthly', 'snap'],
  },
} as const satisfies Record<
  string,
  { description: string; values: readonly MembershipFactValue[] }
>;

export type MembershipFactName = keyof typeof MEMBERSHIP_FACTS;

/** The model's facts under the names content tests (`MEMBERSHIP_FACTS`). */
export function membershipFacts(m: Membership): Record<MembershipFactName, MembershipFactValue> {
  return {
    live: m.live,
    renews: m.renews,
    ended: m.ended,
    hasPlan: m.hasPlan,
    trial: m.trial,
    planType: m.planType ?? 'none',
    benefitsOf: m.benefitsOf ?? 'none',
    canAct: m.canAct,
    cardOnFile: m.cardOnFile,
    pendingPlan: m.pendingChange?.planType ?? 'none',
  };
}
