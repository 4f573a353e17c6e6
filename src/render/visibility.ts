import type { PlanKind } from '../api';
import { SUBSCRIPTION_STATUSES as ANSWER_STATUSES } from '../lib/subscription-contract';

/** Subscription statuses of contract §4, plus NONE for a shopper without a subscription. */
export const SUBSCRIPTION_STATUSES = ['NONE', ...ANSWER_STATUSES] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Who a block may be for: the plan's primary holder, a household member, or a guest. */
export const USER_ROLES = ['primary', 'secondary', 'guest'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A value of a screen fact: a flow step, how the shopper arrived, a yes or no. */
export type FactValue = string | boolean;

/**
 * Named facts a screen supplies about its state (the layout declares them under `facts`): the
 * cancel flow's `step`, manage's `confirming`, confirmation's `from`… A fact left undefined is
 * not known (or does not apply) and satisfies no condition that names it.
 */
export type ScreenFacts = Readonly<Record<string, FactValue | undefined>>;

/**
 * A `when` condition as written in a screen layout, on a block or a group; a missing key means
 * "any". Every key given must hold: `facts` lists the allowed values of each named fact, `anyOf`
 * needs one of its conditions to hold, and `not` must not hold.
 */
export interface VisibilityRule {
  flags?: string[];
  statuses?: string[];
  roles?: string[];
  facts?: Readonly<Record<string, readonly FactValue[]>>;
  anyOf?: readonly VisibilityRule[];
  not?: VisibilityRule;
}

/**
 * A layout's named groups of blocks (`groups`), each shown while its `when` holds; a group that
 * is a flow's step may name it (`stepTitle`, see stepTitleOf).
 */
export type LayoutGroups = Readonly<
  Record<string, { when: VisibilityRule; description?: string; stepTitle?: string }>
>;

/** Who is looking: feature flags that are on, the subscription status (undefined while unknown) and the role. */
export interface Audience {
  flags: Readonly<Record<string, boolean>>;
  status?: SubscriptionStatus;
  role?: UserRole;
  /** The plan type the shopper's words depend on (content picks tiles by it); unknown without a plan. */
  planType?: PlanKind;
  /** What the screen knows of its own state, for the layout's groups (see ScreenFacts). */
  facts?: ScreenFacts;
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
  if (
    rule.facts &&
    !Object.entries(rule.facts).every(([name, allowed]) => holds(audience, name, allowed))
  )
    return false;
  if (rule.anyOf && !(Array.isArray(rule.anyOf) && rule.anyOf.some((r) => isVisible(r, audience))))
    return false;
  if (rule.not && isVisible(rule.not, audience)) return false;
  return true;
}

function holds(audience: Audience, name: string, allowed: readonly FactValue[]): boolean {
  const facts = audience.facts;
  const value = facts && Object.hasOwn(facts, name) ? facts[name] : undefined;
  // A pasted layout in the preview is rendered before it is valid: a malformed list holds for none.
  return value !== undefined && Array.isArray(allowed) && allowed.includes(value);
}

/**
 * Whether a block of a layout shows: its own `when` holds and, when it names a `group`, that
 * group's `when` holds too. A group the layout does not declare never shows (the gate reports it).
 * The renderer, the screen's skeleton and the editor preview all decide with this one function.
 */
export function blockShows(
  block: { when?: VisibilityRule; group?: string },
  groups: LayoutGroups | undefined,
  audience: Audience,
): boolean {
  if (!isVisible(block.when, audience)) return false;
  if (block.group === undefined) return true;
  const group = groups && Object.hasOwn(groups, block.group) ? groups[block.group] : undefined;
  return group !== undefined && isVisible(group.when, audience);
}

/** The names of the layout's groups whose `when` holds for this audience, in layout order. */
export function activeGroups(groups: LayoutGroups | undefined, audience: Audience): string[] {
  return Object.entries(groups ?? {})
    .filter(([, group]) => isVisible(group.when, audience))
    .map(([name]) => name);
}

/**
 * The step the shopper is on, in the layout's words: the step title of the first active group
 * that has one, else the layout's own (a layout that is one step of a flow), else none.
 */
export function stepTitleOf(
  layout: { stepTitle?: string; groups?: LayoutGroups },
  active: readonly string[],
): string | undefined {
  const groups = layout.groups ?? {};
  const named = active.find((name) => Object.hasOwn(groups, name) && groups[name]?.stepTitle);
  return (named ? groups[named]?.stepTitle : undefined) ?? layout.stepTitle;
}

function isOn(flags: Readonly<Record<string, boolean>>, name: string): boolean {
  return Object.hasOwn(flags, name) && flags[name] === true;
}
