import type { PlanKind } from '../api';

/** Subscription statuses of spec §4, plus NONE for a shopper without a subscription. */
export const SUBSCRIPTION_STATUSES = [
  'NONE',
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

/** Who a block may be for: the plan's primary holder, a household member, or a guest. */
export const USER_ROLES = ['primary', 'secondary', 'guest'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A block's `when` condition as written in a screen layout; a missing key means "any". */
export interface VisibilityRule {
  flags?: string[];
  statuses?: string[];
  roles?: string[];
}

/** Who is looking: feature flags that are on, the subscription status (undefined while unknown) and the role. */
export interface Audience {
  flags: Readonly<Record<string, boolean>>;
  status?: SubscriptionStatus;
  role?: UserRole;
  /** The plan type the shopper's words depend on (content picks tiles by it); unknown without a plan. */
  planType?: PlanKind;
}

/**
 * Whether a block shows for this audience. Every listed flag must be on; the status and the role
 * must each be one of those listed (`NONE` = no subscription). A rule that
 * lists statuses or roles hides the block while that fact is still unknown, so a block meant for
 * members never flashes up for a shopper whose subscription has not loaded yet.
 */
export function isVisible(rule: VisibilityRule | undefined, audience: Audience): boolean {
  if (!rule) return true;
  if (!(rule.flags ?? []).every((flag) => isOn(audience.flags, flag))) return false;
  if (rule.statuses && !(audience.status && rule.statuses.includes(audience.status))) return false;
  if (rule.roles && !(audience.role && rule.roles.includes(audience.role))) return false;
  return true;
}

function isOn(flags: Readonly<Record<string, boolean>>, name: string): boolean {
  return Object.hasOwn(flags, name) && flags[name] === true;
}
