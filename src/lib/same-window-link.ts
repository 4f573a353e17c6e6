/**
 * Whether a link leads to a page of this site in the same window: no other target, no download,
 * the same origin. What the first module holds before the app is live (early-clicks.ts) and what
 * the app makes ready ahead (src/app/routes/use-warm-links.ts) are such links.
 */
export function isSameWindowLink(link: HTMLAnchorElement, origin: string): boolean {
  return (
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === origin
  );
}
