/**
 * Where the server listens: loopback unless `HOST` says otherwise (issue 15), so a developer's
 * `npm start` with its test-mode controls is not reachable from the network; a shared QA box sets
 * `HOST=0.0.0.0`. Browsers resolve `localhost` and every `<banner>.localhost` to loopback.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { oneLine, type Log } from './log';

/** The loopback address the server listens on by default. */
export const DEFAULT_HOST = '127.0.0.1';
/** The port `npm start` uses when PORT is not set. */
export const DEFAULT_PORT = 4173;

/** The host and port from the environment (`HOST`, `PORT`); a bad PORT is an error. */
export function listenAddress(env: NodeJS.ProcessEnv): { host: string; port: number } {
  const host = env.HOST?.trim() || DEFAULT_HOST;
  const port = env.PORT?.trim() ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number (0–65535), not "${env.PORT}"`);
  return { host, port };
}

/**
 * Answers a request Node's HTTP parser refuses (a malformed request line or header) with a 400
 * and one log line, instead of dropping the connection silently. Resets by the client are not
 * logged: nothing was asked.
 */
export function answerMalformedRequests(server: Pick<Server, 'on'>, log: Log): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    log(
      `[server] 400 malformed request: ${oneLine(error.code ?? 'unknown', 40)} (${oneLine(error.message)})`,
    );
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
