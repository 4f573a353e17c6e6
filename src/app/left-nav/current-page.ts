/**
 * Which navigation link is the page the shopper is on. Only that link carries
 * `aria-current="page"`: the spec's "highlighted active" links are a visual state, and a screen
 * reader told that three links are the current page cannot tell where it is.
 */

/** Where the shopper is: the router's pathname and the page's origin. */
export interface PageLocation {
  pathname: string;
  origin: string;
}

/**
 * A path as a page identity: lower case, without `.html`, a trailing slash or a trailing store id
 * segment, so `/freshpass/manage.html` and `/freshpass/manage/1234` are the manage page (contract §2).
 */
export function pagePath(pathname: string): string {
  const path = pathname
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/\/+$/, '')
    .replace(/\/\d{1,10}$/, '');
  return path === '' ? '/' : path;
}

/** The link's page path, or undefined when it points to another site or is no URL at all. */
function linkPath(href: string, here: PageLocation): string | undefined {
  try {
    const url = new URL(href, here.origin);
    return url.origin === new URL(here.origin).origin ? pagePath(url.pathname) : undefined;
  } catch {
    return undefined;
  }
}

/** True when `href` is the page at `here` (another site's page with the same path is not). */
export function isCurrentPage(href: string, here: PageLocation): boolean {
  const path = linkPath(href, here);
  return path !== undefined && path === pagePath(here.pathname);
}

/** True when `here` is the link's page or a page under it (`/freshpass/manage/cancel-plan`). */
export function isWithinPage(href: string, here: PageLocation): boolean {
  const path = linkPath(href, here);
  if (path === undefined) return false;
  const current = pagePath(here.pathname);
  return current === path || current.startsWith(path === '/' ? '/' : `${path}/`);
}
