/**
 * Where the build writes the prerendered page of each banner and route, relative to dist/, and so
 * where the server (server/) or any static host finds it: `pages/<banner>/<route path>.html`, and
 * the banner's not-found page at `pages/<banner>/404.html`. Every URL form of a route (`.html`, a
 * trailing store id) is served the same file; the banner comes from the host (resolveBanner).
 */
import type { ScreenRoute } from './route-table';

/** The folder of dist/ that holds the prerendered pages, one subfolder per banner. */
export const PAGES_DIR = 'pages';

/** The prerendered page of `route` on a banner, relative to dist/. */
export function pageFileOf(bannerId: string, route: Pick<ScreenRoute, 'path'>): string {
  return `${PAGES_DIR}/${bannerId}${route.path}.html`;
}

/** The banner's prerendered not-found page, relative to dist/ (served with status 404). */
export function notFoundFileOf(bannerId: string): string {
  return `${PAGES_DIR}/${bannerId}/404.html`;
}

/** The folder of dist/ that holds the rich-text records of each banner's routes. */
export const ROUTE_MARKUP_DIR = 'rich-markup';

/**
 * The build's record of a route's rich text on a banner (fragment → sanitised markup, JSON),
 * relative to dist/: what the app adds before it moves to the route, so the screen renders its
 * rich text without the sanitiser (src/app/routes/route-markup.ts).
 */
export function routeMarkupFileOf(bannerId: string, route: Pick<ScreenRoute, 'path'>): string {
  return `${ROUTE_MARKUP_DIR}/${bannerId}${route.path}.json`;
}
