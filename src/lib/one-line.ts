/**
 * A value from a request made safe for one console line (issue 15, issue 24): C0 and C1 control
 * characters (newline, ESC and the rest), the Unicode line separators and the bidirectional
 * controls (U+202E turns the rest of a line around on screen) are written as `\uXXXX`, and a
 * long value is cut. The server's and the sandbox's logs both use it.
 */

const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `value` as text with every unsafe character escaped, at most `max` characters (then `…`). */
export function oneLine(value: unknown, max = 200): string {
  const text = String(value).replace(
    UNSAFE,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
