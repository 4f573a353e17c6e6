/**
 * What a prerendered page hands the app to hydrate: its banner, the route it shows and the content
 * its first screen rendered from. It travels in `<script type="application/json">`, which the
 * Content-Security-Policy allows (it is data, never run); the build writes it
 * (scripts/build/prerender.ts), the page's first module (src/early-start.ts) and the entry
 * (src/main.tsx) read it. No React here: the first module runs before React has loaded.
 */
import { MAX_CONTENT_DIGESTS } from '../lib/content-digest-limit';
import { matchRoute } from '../routes/match-route';
import { routeNeeds, type RouteNeeds } from '../routes/route-needs';
import type { ScreenRoute } from '../routes/route-table';

/** The id of the page's data element. */
export const PAGE_DATA_ID = 'fp-page-data';

/** A prerendered page's data. */
export interface PageData {
  /** The banner the page was rendered for. */
  banner: string;
  /** The route's canonical path, or null on the banner's not-found page. */
  route: string | null;
  /** Content values by path, as the content service answered them at build time. */
  content: Record<string, unknown>;
  /**
   * The rich text the build rendered, by source fragment: DOMPurify's output rendered to markup
   * (src/render/rich-text/build-markup.ts). Absent when the page renders none.
   */
  richHtml?: Record<string, string>;
  /**
   * The fingerprints (src/lib/content-digest.ts) of the banner's content, as the content service
   * answers it, for each value that passed its validator when the build wrote the page: read again
   * once live (the content above) or later (the navigation, another screen), an answer with the
   * same fingerprint is not checked again (src/content/build-content.ts). At most
   * MAX_CONTENT_DIGESTS.
   */
  digests?: Record<string, string>;
}

/**
 * The data element. `<` is escaped, so no value can close the element or open another one; the
 * JSON stays the same to JSON.parse.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The page's data, or undefined when the page has none (or it is not what this build writes). */
export function readPageData(doc: Pick<Document, 'getElementById'>): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (
    !isObject(data) ||
    typeof data.banner !== 'string' ||
    !(typeof data.route === 'string' || data.route === null) ||
    !isObject(data.content)
  ) {
    return undefined;
  }
  const richHtml = data.richHtml;
  const markup =
    isObject(richHtml) && Object.values(richHtml).every((v) => typeof v === 'string')
      ? { richHtml: richHtml as Record<string, string> }
      : {};
  // A value that is not a fingerprint never equals one: build-content.ts compares them.
  const digests =
    isObject(data.digests) && Object.keys(data.digests).length <= MAX_CONTENT_DIGESTS
      ? { digests: data.digests as Record<string, string> }
      : {};
  return {
    banner: data.banner,
    route: data.route,
    content: data.content,
    ...markup,
    ...digests,
  };
}

/**
 * What the route needs, read from the content a page carries (the same answer the build computed
 * from the content files: routeNeeds reads the flags and the layout, both carried).
 */
export function carriedNeeds(
  route: ScreenRoute,
  bannerId: string,
  content: Readonly<Record<string, unknown>>,
): RouteNeeds {
  return routeNeeds(route, {
    id: bannerId,
    read: (path) => {
      if (!Object.hasOwn(content, path)) throw new Error(`The page carries no "${path}"`);
      return content[path];
    },
  });
}

/**
 * Whether a route's page is what the app renders first at this URL, so it can hydrate: the
 * route's own path (a store id or a query string may change what a screen shows, unless the
 * screen reads its query only after hydrating). The not-found page (route null) is the router's
 * to decide (src/main.tsx): false here.
 */
export function pageFitsUrl(
  data: Pick<PageData, 'route'>,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  if (data.route === null) return false;
  const match = matchRoute(location.pathname);
  return (
    match !== undefined &&
    (location.search === '' || match.route.queryAfterHydration === true) &&
    !match.storeId &&
    match.route.path === data.route
  );
}
