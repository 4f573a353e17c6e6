/**
 * Whether an href stays inside this app (path-absolute, not protocol-relative). Its own module so
 * that links outside rich text (SmartLink) do not pull the rich-text stack into the eager chunk.
 */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}
