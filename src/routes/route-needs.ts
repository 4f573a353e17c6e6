/**
 * What a route's first screen needs on one banner: the content it fetches, the API data it
 * reads and the lazy code it loads. One answer, read by the preload hints the build writes
 * (scripts/build/preload-hints.ts), the early session lookup (src/app/early-session.ts) and the
 * build's validator groups (src/routes/validator-groups.ts).
 * Pure: the banner's content comes in through `read`, so it runs in Node and in tests.
 */
import { blockHolds, type RuleGroups, type VisibilityRule } from '../lib/visibility-rule.ts';
import { RICH_TEXT_BLOCK_TYPES } from './generated/rich-text-blocks.ts';
import { isNavHidden } from './nav-visibility.ts';
import type { ScreenRoute } from './route-table';

/** Content every screen fetches first: its labels, the error catalogue and the flags. */
export const SHELL_CONTENT: readonly string[] = ['ui-text', 'error-catalogue', 'feature-toggles'];

/** Content the account navigation adds, by the banner's feature toggles. */
export function navContent(toggles: Readonly<Record<string, unknown>>): string[] {
  return ['constants', toggles.accountDashboardV2 === true ? 'left-nav-v2' : 'left-nav-v1'];
}

/** Every content path the account navigation may read, whichever payload the toggles pick. */
export const NAV_CONTENT: readonly string[] = [
  ...new Set([...navContent({}), ...navContent({ accountDashboardV2: true })]),
];

/** A banner as routeNeeds reads it: its id and its merged content by path (throws if absent). */
export interface RouteBanner {
  id: string;
  read: (path: string) => unknown;
}

/** What the first screen of a route needs on a banner. */
export interface RouteNeeds {
  /** Content paths it fetches, in the order the hints name them. */
  content: string[];
  /**
   * API data it reads: on routes behind the session `user-info`, the subscription and the nav's
   * profile (routeApiData), then its blocks' sources.
   */
  api: string[];
  /**
   * Whether its first load brings the lazy rich-text stack: its layout has rich text that the
   * build cannot render, which is an account route's rich text bound to service data. An open
   * route's rich text is in its prerendered page; an account route's written in its layout or in
   * content is rendered apart by the build (buildRendersRichText) and carried by the page. Both
   * render without the stack (src/render/rich-text/build-markup.ts).
   */
  richText: boolean;
  /** The forms it shows (each loads the lazy form renderer and the form's module). */
  forms: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A content value, or undefined when the banner has none (or it cannot be read). */
function readOr(banner: RouteBanner, path: string): unknown {
  try {
    return banner.read(path);
  } catch {
    return undefined;
  }
}

/** A layout's blocks and groups (none when it is missing or malformed). */
function readLayout(id: string, banner: RouteBanner) {
  const layout = readOr(banner, `screens/${id}`);
  const blocks = isObject(layout) && Array.isArray(layout.blocks) ? layout.blocks : [];
  // The gate has checked the banner's layouts against schemas/screen-layout.schema.json, so its
  // groups and `when`s are rules.
  const groups = isObject(layout) && isObject(layout.groups) ? layout.groups : undefined;
  return { blocks: blocks.filter(isObject), groups: groups as RuleGroups | undefined };
}

/**
 * Whether a block may show on the route's first screen with the banner's flags, for some shopper
 * and screen state: its `when` and its group's, as the renderer reads them (blockHolds), with the
 * status, the role and the screen's facts not known yet.
 */
function mayShow(
  block: Record<string, unknown>,
  groups: RuleGroups | undefined,
  flags: Readonly<Record<string, unknown>>,
): boolean {
  const when = isObject(block.when) ? (block.when as VisibilityRule) : undefined;
  const group = typeof block.group === 'string' ? block.group : undefined;
  return blockHolds({ when, group }, groups, { flags }, 'unknown') !== false;
}

/**
 * Whether the build renders a block's rich text for an account route's page, which shows its
 * blocks only once the session is in: a rich-text block (its schema marks a field as HTML) whose
 * words are in its props or in content the build reads, not in a service's answer.
 */
export function buildRendersRichText(block: Readonly<Record<string, unknown>>): boolean {
  return (
    typeof block.type === 'string' &&
    RICH_TEXT_BLOCK_TYPES.includes(block.type) &&
    (block.data === undefined ||
      (typeof block.data === 'string' && block.data.startsWith('content:')))
  );
}

/** Whether the route shows the account navigation (contract §2 "Shell behaviour"). */
export function routeHasNav(route: ScreenRoute): boolean {
  return route.needsSession && !isNavHidden(route.path);
}

/**
 * The API data a route reads whatever its blocks: on routes behind the session, the session, then
 * the subscription that every account screen's membership model is built from (its statuses, roles
 * and facts decide which blocks show, src/api/use-membership.ts), and on a route with the account
 * navigation the profile its badges read (src/app/left-nav/use-nav-facts.ts). A block bound to one
 * of these names it again; the list keeps each once.
 */
export function routeApiData(route: ScreenRoute): string[] {
  if (!route.needsSession) return [];
  return ['user-info', 'subscription', ...(routeHasNav(route) ? ['profile'] : [])];
}

/**
 * Everything the first screen of `route` needs on `banner`. Blocks that cannot show with the
 * banner's flags (their `when` or their group's) add no content or data; rich text and forms
 * count in any status or flag state, since the screen prepares them before it shows its blocks.
 */
export function routeNeeds(route: ScreenRoute, banner: RouteBanner): RouteNeeds {
  const toggles = readOr(banner, 'feature-toggles');
  const flags = isObject(toggles) ? toggles : {};
  const content = [...SHELL_CONTENT, `screens/${route.screen}`];
  if (routeHasNav(route)) content.push(...navContent(flags));
  const api = routeApiData(route);
  const { blocks, groups } = readLayout(route.screen, banner);
  for (const block of blocks) {
    if (typeof block.data !== 'string' || !mayShow(block, groups, flags)) continue;
    if (block.data.startsWith('content:')) content.push(block.data.slice('content:'.length));
    else api.push(block.data);
  }
  // The layouts a query may pick instead come with the page, with the content they are bound to;
  // their service data waits for the query, as their blocks do.
  for (const id of route.queryLayouts ?? []) {
    content.push(`screens/${id}`);
    const other = readLayout(id, banner);
    for (const block of other.blocks) {
      const bound = typeof block.data === 'string' && block.data.startsWith('content:');
      if (bound && mayShow(block, other.groups, flags))
        content.push(String(block.data).slice('content:'.length));
    }
  }
  const forms = blocks.flatMap((block) =>
    block.type === 'form' && isObject(block.props) && typeof block.props.form === 'string'
      ? [block.props.form]
      : [],
  );
  const unique = <T>(list: T[]) => [...new Set(list)];
  return {
    content: unique(content),
    api: unique(api),
    richText:
      route.needsSession &&
      blocks.some(
        (block) =>
          typeof block.type === 'string' &&
          RICH_TEXT_BLOCK_TYPES.includes(block.type) &&
          !buildRendersRichText(block),
      ),
    forms: unique(forms),
  };
}
