/**
 * The one route matcher: which route of the table a pathname shows. Read by the router's
 * not-found check, the early session lookup, the server's preload hints and its 404 answer, so
 * all of them agree on which URLs are pages.
 */
import { isStoreIdSegment } from '../lib/route-params';
import { SCREEN_ROUTES, type ScreenRoute } from './route-table';

/** A matched route and the store id its URL carries, if any. */
export interface RouteMatch {
  route: ScreenRoute;
  storeId?: string;
}

/**
 * The route `pathname` shows: its path or its `.html` form, or its path and a trailing store id
 * (1–10 digits, as the app reads store ids: src/lib/route-params.ts). Trailing slashes are
 * ignored and case does not matter, as in the router. A route's own path wins over another
 * route's store-id form, so the FAQ is not the manage page with store id "freshpass-faq".
 */
export function matchRoute(
  pathname: string,
  routes: readonly ScreenRoute[] = SCREEN_ROUTES,
): RouteMatch | undefined {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const own = routes.find((r) => path === r.path || path === `${r.path}.html`);
  if (own) return { route: own };
  for (const route of routes) {
    if (!path.startsWith(`${route.path}/`)) continue;
    const storeId = path.slice(route.path.length + 1);
    if (storeId !== '' && isStoreIdSegment(storeId)) return { route, storeId };
  }
  return undefined;
}
