/**
 * A route made ready before the shopper moves to it (issue 23 part 4: a tap on "Cancel plan"
 * answered at once). What the move would wait for is asked for ahead, from the same answer the
 * build's preload hints come from (routeNeeds):
 * - the screen's code (the router then moves without `lazy`) and the build's record of its rich
 *   text (route-markup.ts);
 * - its layout and the content its blocks are bound to, into the SWR cache as the screen's own
 *   hooks would put them (`warmContent`);
 * - the code its blocks render with (each block's `prepare`: a form's renderer and module), not
 *   the rich-text stack, which the record stands in for;
 * - on a route behind the session, the session reads its blocks name (cancel reasons), held for
 *   the screen's hooks as the first module's early reads are (`warmSessionReads`).
 * Nothing here renders or changes what the shopper sees; a failed read is forgotten and the
 * screen reads for itself when it shows. Which links are warmed, and when: use-warm-links.ts.
 */
import { warmSessionReads } from '../../api/early-reads';
import { aTaskLater } from '../../lib/in-turn';
import type { ApiClient } from '../../api/client';
import type { ApiKey } from '../../api/keys';
import type { Session } from '../../api/session';
import type { RegisteredBlock } from '../../render/block-definition';
import { blockRegistry } from '../../render/blocks';
import type { Registry } from '../../render/registry';
import { RICH_TEXT_BLOCK_TYPES } from '../../routes/generated/rich-text-blocks';
import { routeNeeds } from '../../routes/route-needs';
import type { ScreenRoute } from '../../routes/route-table';
import { loadRouteMarkup } from './route-markup';
import { preloadScreen } from './screen-loaders';

/** What warming reads and writes through: the page's banner, cache and session. */
export interface WarmTools {
  bannerId: string;
  /** A content path's value already read on this page load, else undefined. */
  cached: (path: string) => unknown;
  /** Reads a content path into the cache (warmContent); rejects when the read fails. */
  content: (path: string) => Promise<unknown>;
  /** The session reads, on a route behind the session when the shopper is signed in. */
  session?: { client: ApiClient; session: Session; answered: (key: ApiKey) => boolean };
  registry?: Registry<RegisteredBlock>;
}

/** The priority of warming's steps: beside the page's rendering, since nothing waits on them. */
const WARM_PRIORITY = 'user-visible';

/** Routes already warmed on this page load, by path (bounded by the route table). */
const warmed = new Set<string>();

/** Forgets which routes were warmed (tests). */
export function forgetWarmedRoutes(): void {
  warmed.clear();
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A layout's blocks (none when it is malformed: the screen will say so itself). */
function blocksOf(layout: unknown): Record<string, unknown>[] {
  return isObject(layout) && Array.isArray(layout.blocks) ? layout.blocks.filter(isObject) : [];
}

/**
 * Makes `route` ready for a move, once per page load; resolves when what it asked for is in (or
 * failed), never rejects.
 */
export async function warmRoute(route: ScreenRoute, tools: WarmTools): Promise<void> {
  if (warmed.has(route.path)) return;
  warmed.add(route.path);
  // Each import and read is started in a task of its own (aTaskLater), at the priority of the
  // page's other work, not before it: starting one costs the main thread a few milliseconds, and
  // a route's five in one task made a long one.
  const code = preloadScreen(route.screen).catch(() => undefined);
  await aTaskLater(WARM_PRIORITY);
  const markup = loadRouteMarkup(route);
  await aTaskLater(WARM_PRIORITY);
  const layoutPath = `screens/${route.screen}`;
  let layout: unknown;
  try {
    layout = await tools.content(layoutPath);
  } catch {
    await Promise.all([code, markup]);
    return;
  }
  const read = (path: string) => {
    const value = path === layoutPath ? layout : tools.cached(path);
    if (value === undefined) throw new Error(`${path} is not read yet`);
    return value;
  };
  const needs = routeNeeds(route, { id: tools.bannerId, read });
  const reads: Promise<unknown>[] = [code, markup];
  for (const path of needs.content) {
    if (path !== layoutPath && tools.cached(path) === undefined) {
      await aTaskLater(WARM_PRIORITY);
      reads.push(tools.content(path).catch(() => undefined));
    }
  }
  if (tools.session && route.needsSession) {
    const { client, session, answered } = tools.session;
    warmSessionReads(client, session, needs.api, answered);
  }
  const registry = tools.registry ?? blockRegistry;
  for (const block of blocksOf(layout)) {
    const type = typeof block.type === 'string' ? block.type : '';
    if (RICH_TEXT_BLOCK_TYPES.includes(type)) continue;
    const definition = registry.getIfExists(type);
    if (!definition?.prepare) continue;
    await aTaskLater(WARM_PRIORITY);
    const prepared = definition.prepare(block.props);
    if (prepared) reads.push(prepared.catch(() => undefined));
  }
  await Promise.all(reads);
}
