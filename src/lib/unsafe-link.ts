/**
 * Links that would run code or embed a document when clicked: `javascript:`, `data:` and
 * `vbscript:`. The site's security policy refuses them, so a click breaks the page. One reading
 * for the QA gate (shared-node/validate/check-links.ts) and the app, which drops such links from
 * navigation payloads the services send (src/app/left-nav).
 */

export const UNSAFE_SCHEMES: readonly string[] = ['javascript', 'data', 'vbscript'];

/**
 * The scheme of a link as a browser reads it (lower case), or undefined for a relative link.
 * Browsers ignore tabs, line breaks and leading spaces in a URL, so `java\tscript:` still runs.
 */
export function linkScheme(href: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const squeezed = href.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
}

/** The unsafe scheme of a link, or undefined when it has none. */
export function unsafeScheme(href: string): string | undefined {
  const scheme = linkScheme(href);
  return scheme !== undefined && UNSAFE_SCHEMES.includes(scheme) ? scheme : undefined;
}
