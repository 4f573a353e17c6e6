/**
 * Expires a cookie for the current host, both on the root path and on the current path, since a
 * cookie set by another page of the site may carry either. Harmless when the cookie is absent.
 */
export function deleteCookie(name: string, doc: Document = document): void {
  const expired = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`;
  doc.cookie = `${expired}; path=/`;
  const here = doc.location?.pathname;
  if (here && here !== '/') doc.cookie = `${expired}; path=${here}`;
}
