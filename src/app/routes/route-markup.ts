/**
 * The build's rich-text record of the route the shopper moves to (issue 23 part 1). The page
 * carries the markup of its own route's rich text; the build also writes one record per banner
 * and route (`routeMarkupFileOf`, scripts/build/prerender.ts). The router asks for a route's
 * record beside its screen's code before it moves there, and so does warming a link
 * (warm-routes.ts): the new screen's rich text then renders as the build wrote it, and
 * DOMPurify and html-react-parser stay off in-app moves too. A record that cannot be read changes
 * nothing: the screen loads the rich-text stack, as before.
 */
import { addRouteMarkup } from '../../render/rich-text/build-markup';
import { routeMarkupFileOf } from '../../routes/page-files';
import type { ScreenRoute } from '../../routes/route-table';

/** The banner of the prerendered page: records exist only for a page the build rendered. */
let banner: string | undefined;
/** One read per route and page load (bounded by the route table). */
const reads = new Map<string, Promise<void>>();

/** Sets the banner whose records the app reads; undefined (the dev server) reads none. */
export function readRouteMarkupOf(bannerId: string | undefined): void {
  banner = bannerId;
  reads.clear();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads and adds a route's record once; resolves either way, never rejects. */
export function loadRouteMarkup(route: Pick<ScreenRoute, 'path'>): Promise<void> {
  if (banner === undefined) return Promise.resolve();
  let read = reads.get(route.path);
  if (!read) {
    read = fetch(`/${routeMarkupFileOf(banner, route)}`, { credentials: 'same-origin' })
      .then((answer) => (answer.ok ? answer.json() : undefined))
      .then(
        (record: unknown) => {
          if (isRecord(record)) addRouteMarkup(route.path, record);
        },
        () => undefined,
      );
    reads.set(route.path, read);
  }
  return read;
}
