/**
 * `npm start` (after the build) and `npm run serve`: the server of server/app.ts on HOST:PORT
 * (loopback and 4173 unless set), serving dist/ for any `<banner>.localhost` host, with the
 * sandbox mounted when the build talks to the local sandbox (VITE_FRESHPASS_ENV unset or local).
 * It watches banners/ and content/ and rebuilds on change (server/site-watch.ts) unless
 * FRESHPASS_WATCH=0. FRESHPASS_ROOT names another project folder (banners/, content/, dist/) to
 * serve: the browser test of a banner added while the server runs uses a copy, never banners/.
 */
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { getEnvironment } from '../src/api/environment';
import { createServerApp } from './app';
import { answerMalformedRequests, listenAddress } from './listen';
import { consoleLog } from './log';

const env = getEnvironment(process.env.VITE_FRESHPASS_ENV);
const withSandbox = env === getEnvironment('local');
const { host, port } = listenAddress(process.env);
const root = resolve(process.env.FRESHPASS_ROOT || resolve(import.meta.dirname, '..'));
const { app, warm } = createServerApp({
  distDir: resolve(root, 'dist'),
  root,
  env,
  sandbox: withSandbox ? {} : false,
  siteWatch: { watch: process.env.FRESHPASS_WATCH !== '0' },
});
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  void warm();
  const start = withSandbox ? '/account/sign-in.html' : '/freshpass/manage';
  console.log(
    `FreshPass${withSandbox ? ' with the sandbox' : ''}: http://localhost:${info.port}${start}`,
  );
  console.log(`Any banner by host, e.g. http://vons.localhost:${info.port}/freshpass/manage`);
  if (process.env.FRESHPASS_WATCH !== '0')
    console.log('Watching banners/ and content/: a change is checked and rebuilt while it runs.');
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1')
    console.log(`Listening on ${host}: reachable from other machines (HOST is set).`);
});
answerMalformedRequests(server as Server, consoleLog);
// Node closes an idle kept-alive connection after 5 s; a client that sends on it at that moment
// gets ECONNRESET (seen as "socket hang up" from a test's request on a loaded machine, issue 27).
// Idle connections are kept a minute, longer than any client here leaves one unused.
(server as Server).keepAliveTimeout = 60_000;
