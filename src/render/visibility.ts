import type { PlanKind } from '../api';
import { SUBSCRIPTION_STATUSES as ANSWER_STATUSES } from '../lib/subscription-contract';
import { blockHolds, ruleHolds, type FactValue, type VisibilityRule } from '../lib/visibility-rule';

export type { FactValue, VisibilityRule };

/** Subscription statuses of contract §4, plus NONE for a shopper without a subscription. */
export const SUBSCRIPTION_STATUSES = ['NONE', ...ANSWER_STATUSES] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Who a block may be for: the plan's primary holder, a household member, or a guest. */
export const USER_ROLES = ['primary', 'secondary', 'guest'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Named facts a screen supplies about its state (the layout declares them under `facts`): the
 * cancel flow's `step`, manage's `confirming`, confirmation's `from`… A fact left undefined is
 * not known (or does not apply) and satisfies no condition that names it.
 */
export type ScreenFacts = Readonly<Record<string, FactValue | undefined>>;

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
  return ruleHolds(rule, audience, false) === true;
}

/**
 * Whether a block of a layout shows: its own `when` holds and, when it names a `group`, that
 * group's `when` holds too. A group the layout does not declare never shows (the gate reports it).
 * The renderer, the screen's skeleton and the editor preview all decide with this one function;
 * routeNeeds asks the same question of the same rules (blockHolds) knowing only the flags.
 */
export function blockShows(
  block: { when?: VisibilityRule; group?: string },
  groups: LayoutGroups | undefined,
  audience: Audience,
): boolean {
  return blockHolds(block, groups, audience, false) === true;
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
