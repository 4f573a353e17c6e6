/**
 * The server's log: one line per event, never a stack trace, and nothing a client sent can break
 * a line or forge another (control characters are escaped, long values cut).
 */

/** Where the server writes its lines (console.warn in `npm start`; tests pass their own). */
export type Log = (line: string) => void;

/** The default log: standard error, so it never mixes with a tool reading standard output. */
export const consoleLog: Log = (line) => console.warn(line);

/** A client-supplied value made safe for one log line: control characters escaped, at most `max` characters. */
export function oneLine(value: unknown, max = 200): string {
  const text = String(value).replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The line for a refused request: method, path and why, e.g. `[server] 400 GET /%: …`. */
export function refusalLine(status: number, method: string, path: string, reason: string): string {
  return `[server] ${status} ${oneLine(method, 16)} ${oneLine(path)}: ${reason}`;
}
