/**
 * The web server `npm start` runs (issue 13, step 4): the build in dist/ by host and path, with
 * compression, caching and the security headers, the CSP report endpoint, and, when the build
 * talks to the local sandbox, the sandbox's stand-in services mounted at their own paths.
 * server/main.ts starts it; tests build it with their own dist folder.
 */
import { resolve } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { createSandbox, isSandboxPath, type SandboxOptions } from '../sandbox/app';
import { hostNamesOf, requestHost, servedHosts } from '../sandbox/hosts';
import { getEnvironment, type Environment } from '../src/api/environment';
import { buildHasPreview, pageFor, type Site } from './app-paths';
import { bannerNotice } from './banner-notice';
import { cspReportHandlers } from './csp-report';
import { CSP_REPORT_PATH, securityHeaders } from './headers';
import { consoleLog, refusalLine, type Log } from './log';
import { decodeRequestPath } from './request-path';
import { createSiteWatch, type SiteWatchOptions } from './site-watch';
import { createStaticFiles } from './static-files';
import { unmatchedHostLog } from './unmatched-host';

/** How to build the server. */
export interface ServerOptions {
  /** The build to serve. */
  distDir: string;
  /** The environment the build targets (its CSP hosts); default from VITE_FRESHPASS_ENV. */
  env?: Environment;
  /** The sandbox's options, or false to serve the build alone (a qa, stage or prod build). */
  sandbox?: SandboxOptions | false;
  /** The project root holding banners/ (default: this repository). */
  root?: string;
  log?: Log;
  /** Names served beside loopback and `*.localhost` with the sandbox mounted (default: `HOST`'s). */
  hosts?: string[];
  /**
   * Watch banners/ and content/ and rebuild on change (server/site-watch.ts); `build` and `gate`
   * replace the real ones in tests. Off by default: a banner the build lacks then gets a page
   * saying to restart.
   */
  siteWatch?: Partial<Pick<SiteWatchOptions, 'watch' | 'build' | 'gate' | 'debounceMs'>>;
}

/**
 * The server app, the sandbox state when mounted, `warm` (compress the assets ahead) and the site
 * watch (`close` it to stop watching).
 */
export function createServerApp(options: ServerOptions) {
  const env = options.env ?? getEnvironment(process.env.VITE_FRESHPASS_ENV);
  const log = options.log ?? consoleLog;
  const root = options.root ?? resolve(import.meta.dirname, '..');
  const dist = resolve(options.distDir);
  const hosts = options.hosts ?? hostNamesOf(process.env.HOST);
  const sandbox =
    options.sandbox === false ? undefined : createSandbox({ root, hosts, ...options.sandbox });
  const watch = createSiteWatch({ root, distDir: dist, log, watch: false, ...options.siteWatch });
  let files = createStaticFiles(dist);
  const site: Site = {
    get banners() {
      return watch.built();
    },
    has: (file) => files.has(file),
    hasPreview: () => buildHasPreview(dist),
  };
  // A rebuild swapped a new dist/ in: reopen it (the compressed copies are of the old files).
  watch.onSwap(() => {
    files = createStaticFiles(dist);
    sandbox?.reloadBanners();
    void files.warm();
  });
  const unmatchedHost = unmatchedHostLog(log);
  const headers = Object.entries(securityHeaders(env));
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.onError((error, c) => {
    log(refusalLine(500, c.req.method, c.req.path, error.message));
    return plain(c, 'Internal server error', 500);
  });

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of headers)
      if (name !== 'Content-Security-Policy' || !c.res.headers.has(name))
        c.res.headers.set(name, value);
  });

  // With the sandbox, the whole origin is the test controls': only the hosts it serves get in.
  app.use('*', servedHosts(sandbox ? hosts : undefined));

  app.use('*', async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    const decoded = decodeRequestPath(raw);
    if ('refused' in decoded) {
      log(refusalLine(400, c.req.method, raw, decoded.refused));
      return plain(c, 'Bad request', 400);
    }
    return next();
  });

  app.post(CSP_REPORT_PATH, ...cspReportHandlers(log));

  app.all('*', async (c) => {
    if (sandbox && isSandboxPath(c.req.path)) return sandbox.app.fetch(c.req.raw, c.env);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return plain(c, 'Method not allowed', 405);
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    const request = {
      method: c.req.method,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
    };
    const file = files.fileAt(path);
    if (file) return files.answer(file, request);
    // Browsers ask for a favicon on their own; an empty answer keeps their consoles free of 404s,
    // and they may keep it a day rather than ask on every page.
    if (path === '/favicon.ico') {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(null, 204);
    }
    if (extensionOf(path) && extensionOf(path) !== '.html') return plain(c, 'Not found', 404);
    const host = requestHost(c);
    const pending = path === '/' ? undefined : watch.pending(host);
    if (pending) {
      const notice = bannerNotice(pending);
      for (const [name, value] of Object.entries(notice.headers)) c.header(name, value);
      return c.html(notice.html, notice.status);
    }
    unmatchedHost(host, site.banners);
    const page = pageFor(path, host, site);
    if ('redirect' in page) {
      c.header('Cache-Control', 'no-cache');
      return c.redirect(page.redirect, 302);
    }
    if (!files.has(page.file))
      return plain(c, 'dist/index.html is missing: run npm run build', 500);
    return files.answer(page.file, request, page.status);
  });

  return { app, state: sandbox?.state, warm: () => files.warm(), watch };
}

/**
 * A plain-text refusal or error: never stored by a cache (issue 24), so a fixed file or a rebuild
 * is seen at once and nothing keeps an answer that depended on a request's oddity.
 */
function plain(c: Context, text: string, status: 400 | 404 | 405 | 500) {
  c.header('Cache-Control', 'no-store');
  return c.text(text, status);
}

/** The extension of the path's last segment (`''` for none). */
function extensionOf(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot).toLowerCase() : '';
}
