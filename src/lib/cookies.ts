/**
 * Reading cookies by name (deleting lives in delete-cookie.ts). Pure over a cookie string so it is testable without a
 * document; the browser defaults read `document.cookie`.
 */

/** The decoded value of cookie `name`, or undefined when it is absent. */
export function readCookie(
  name: string,
  source: string = globalThis.document?.cookie ?? '',
): string | undefined {
  for (const part of source.split(';')) {
    const pair = part.trim();
    const i = pair.indexOf('=');
    if (i < 0 ? pair === name : pair.slice(0, i) === name) {
      const raw = i < 0 ? '' : pair.slice(i + 1);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** True when cookie `name` exists with a non-empty value. */
export function hasCookie(name: string, source?: string): boolean {
  return Boolean(readCookie(name, source));
}
