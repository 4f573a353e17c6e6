/**
 * The one check of a redirect or return target (`?redirect=` of sign-in, its callbacks and the
 * SNAP page). Browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\t/evil.example`
 * or `/\evil.example` looks like a path to a prefix test and lands on another host. The target
 * is parsed as a URL against the page's origin instead, and kept only when it stays on that origin
 * and holds no control character or backslash, raw or percent-encoded.
 */

// C0 controls, DEL and the backslash, raw or percent-encoded (%09, %0A, %0D, %00, %5C, …).
const encodedRefused = /%(?:[01][0-9a-f]|7f|5c)/i;

/** True when the text holds a C0 control character, DEL or a backslash. */
function hasRefusedCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * The target as a path of `origin` (path, query and hash, percent-encoded), or `fallback` when it
 * is missing, holds a control character or a backslash, or leads to another origin.
 */
export function sameOriginPath(
  target: string | undefined,
  origin: string,
  fallback: string,
): string {
  if (!target || hasRefusedCharacter(target) || encodedRefused.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = url.pathname + url.search + url.hash;
  // A path starting with `//` would be read as another host wherever it is used as a link.
  return path.startsWith('//') ? fallback : path;
}
