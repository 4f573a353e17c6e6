/**
 * Rich text the build already rendered (issue 23 part 1). The prerender sanitises each rich-text
 * fragment with DOMPurify and turns it into markup (src/render/rich-text/record-build-markup.tsx);
 * the page carries that markup by source HTML (`richHtml` in src/app/page-data.ts), and RichHtml
 * renders it as it is, so DOMPurify and html-react-parser stay off the first load. Only a fragment
 * byte-identical to one the build rendered is found here: anything else (the editor preview, a
 * sandbox content override, content that changed since the build) goes through the sanitiser as
 * before. No imports, so the entry can hold it.
 */

/** Where markup for a fragment comes from: the page's record, or the prerender rendering it. */
export type BuildMarkupSource = (html: string) => string | undefined;

let source: BuildMarkupSource | undefined;
let covers: () => boolean = () => false;

/**
 * The markup of the screens a shopper moves to in the app, by fragment: the build writes one
 * record per banner and route (`routeMarkupFileOf`), and the app adds it before the move
 * (src/app/routes/route-markup.ts). Bounded: at most MOVED_FRAGMENTS_MAX fragments in all.
 */
const moved = new Map<string, string>();
/** The routes whose record has been added, by route path (bounded by the route table). */
const movedRoutes = new Set<string>();
/** The route path showing now (the app sets it; none on the server). */
let routeHere: () => string | undefined = () => undefined;

/** The most fragments kept from the records of other routes (every route's is a few dozen). */
export const MOVED_FRAGMENTS_MAX = 4000;

/**
 * Sets where build markup comes from; undefined forgets it (tests, or a page without any).
 * `coversHere` tells whether the screen showing now is the one the markup was rendered for (the
 * page's own route): only there can a screen count on it instead of loading the rich-text stack.
 */
export function setBuildMarkupSource(
  next: BuildMarkupSource | undefined,
  coversHere: () => boolean = () => next !== undefined,
): void {
  source = next;
  covers = coversHere;
}

/** The source for a page's record of fragment → markup (own keys only). */
export function buildMarkupRecord(record: Readonly<Record<string, string>>): BuildMarkupSource {
  return (html) => (Object.hasOwn(record, html) ? record[html] : undefined);
}

/** Tells where the route showing now comes from (its path in the route table). */
export function setRouteHere(here: () => string | undefined): void {
  routeHere = here;
}

/**
 * Adds the build's record for a route's screen (fragment → markup, own string keys only): from
 * now on that screen's blocks render from it, as the page's own route does. Fragments past
 * MOVED_FRAGMENTS_MAX are left to the sanitiser.
 */
export function addRouteMarkup(routePath: string, record: Readonly<Record<string, unknown>>): void {
  for (const [html, markup] of Object.entries(record)) {
    if (moved.size >= MOVED_FRAGMENTS_MAX) break;
    if (typeof markup === 'string') moved.set(html, markup);
  }
  movedRoutes.add(routePath);
}

/** Forgets every route's record (tests). */
export function forgetRouteMarkup(): void {
  moved.clear();
  movedRoutes.clear();
}

/**
 * The build's sanitised markup for this exact fragment, or undefined when the build did not render
 * it. On the server, asking records the fragment, so a part that renders it only later (a closed
 * FAQ answer) asks for it up front.
 */
export function buildMarkup(html: string): string | undefined {
  return source?.(html) ?? moved.get(html);
}

/**
 * Whether the screen showing now was prerendered with its rich text (the page's own route, or a
 * route whose record the app added), so its blocks render from build markup without waiting for
 * the rich-text stack.
 */
export function buildMarkupCoversScreen(): boolean {
  if (source !== undefined && covers()) return true;
  const here = routeHere();
  return here !== undefined && movedRoutes.has(here);
}
