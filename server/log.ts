/**
 * The server's log: one line per event, never a stack trace, and nothing a client sent can break
 * a line or forge another (control characters are escaped, long values cut).
 */

import { oneLine } from '../src/lib/one-line';

export { oneLine };

/** Where the server writes its lines (console.warn in `npm start`; tests pass their own). */
export type Log = (line: string) => void;

/** The default log: standard error, so it never mixes with a tool reading standard output. */
export const consoleLog: Log = (line) => console.warn(line);

/** The line for a refused request: method, path and why, e.g. `[server] 400 GET /%: …`. */
export function refusalLine(status: number, method: string, path: string, reason: string): string {
  return `[server] ${status} ${oneLine(method, 16)} ${oneLine(path)}: ${oneLine(reason, 300)}`;
}
