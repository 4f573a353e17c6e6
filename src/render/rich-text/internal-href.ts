/**
 * Whether an href stays inside this app, so it becomes a router link. The app's routes all live
 * under `/freshpass` (src/routes/route-table.ts); every other path of the origin is the
 * retailer's site (shop home, SNAP verification, sign-in), which a router link would show as the
 * app's not-found page instead of loading it. Its own module so that links outside rich text
 * (SmartLink) do not pull the rich-text stack into the eager chunk.
 */
export function isInternalHref(href: string): boolean {
  return /^\/freshpass(?:[/?#]|$)/.test(href);
}
