/**
 * The `npm start` server: the production build from dist/ with an SPA fallback for app routes
 * (and the app's not-found page, as a 404, for any other path), plus the sandbox, on PORT
 * (default 4173) for any `<banner>.localhost` host, with strict headers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { getEnvironment, type Environment } from '../src/api/environment';
import { createSandbox, isSandboxPath, type SandboxOptions } from './app';
import { buildHasPreview, isAppPath } from './app-paths';
import { createCompressedFiles, isCompressible, pickEncoding, compress } from './compression';
import { listBanners } from '../scripts/lib/content-files';
import { resolveBanner } from '../src/content/banner-resolution';
import { matchRoute } from '../src/routes/match-route';
import { notFoundFileOf, pageFileOf } from '../src/routes/page-files';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The Content-Security-Policy of every page but the card frame (issue 7): the five fixed
 * directives, then `connect-src` and `frame-src` only when the environment names hosts beyond the
 * page's own origin. Everything else (styles, images, fonts) falls back to `default-src 'self'`, so
 * content images are files of the site (content/assets/), never `data:` URLs.
 */
export function contentSecurityPolicy(env: Environment): string {
  const sources = (directive: string, hosts: readonly string[]) =>
    hosts.length > 0 ? [`${directive} 'self' ${hosts.join(' ')}`] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    ...sources('connect-src', env.csp.connectSrc),
    ...sources('frame-src', env.csp.frameSrc),
  ].join('; ');
}

/** The server app; tests build it with their own dist folder and sandbox options. */
export function createServerApp(options: {
  distDir: string;
  env?: Environment;
  sandbox?: SandboxOptions;
}) {
  const env = options.env ?? getEnvironment(process.env.VITE_FRESHPASS_ENV);
  const dist = resolve(options.distDir);
  const { app: sandbox, state } = createSandbox(options.sandbox);
  const app = new Hono<{ Bindings: HttpBindings }>();
  const csp = contentSecurityPolicy(env);
  const bannerRefs = listBanners(options.sandbox?.root ?? resolve(import.meta.dirname, '..')).map(
    (b) => ({ id: String(b.id), order: Number(b.order) }),
  );
  const compressed = createCompressedFiles();

  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', csp);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.all('*', async (c) => {
    if (isSandboxPath(c.req.path)) return sandbox.fetch(c.req.raw, c.env);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const file = resolve(join(dist, decodeURIComponent(c.req.path)));
    const inside = file === dist || file.startsWith(dist + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const immutable = c.req.path.startsWith('/assets/');
      c.header('Content-Type', types[extname(file)] ?? 'application/octet-stream');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (!isCompressible(file, statSync(file).size)) return c.body(readFileSync(file));
      c.header('Vary', 'Accept-Encoding');
      if (!encoding) return c.body(readFileSync(file));
      c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(await compressed.get(file, encoding)));
    }
    // Browsers ask for a favicon on their own; an empty answer keeps their consoles free of 404s.
    if (c.req.path === '/favicon.ico') return c.body(null, 204);
    if (extname(c.req.path) && extname(c.req.path) !== '.html') return c.text('Not found', 404);
    const index = join(dist, 'index.html');
    if (!existsSync(index)) return c.text('dist/index.html is missing: run npm run build', 500);
    c.header('Cache-Control', 'no-cache');
    // Any other path gets the app too, which shows its not-found page, but as a real 404 so
    // crawlers and monitoring never take a mistyped URL for a page.
    const status = isAppPath(c.req.path, () => buildHasPreview(dist)) ? 200 : 404;
    // The banner's prerendered page of the route (its 404 page), when the build wrote it.
    const bannerId = resolveBanner(c.req.header('host') ?? '', bannerRefs);
    const route = matchRoute(c.req.path)?.route;
    const page = route
      ? pageFileOf(bannerId, route)
      : status === 404
        ? notFoundFileOf(bannerId)
        : '';
    const html = readFileSync(
      page && existsSync(join(dist, page)) ? join(dist, page) : index,
      'utf8',
    );
    c.header('Vary', 'Accept-Encoding');
    if (!encoding) return c.html(html, status);
    c.header('Content-Type', types['.html']);
    c.header('Content-Encoding', encoding);
    // Brotli at a middle quality: the page is small and compressed per request.
    return c.body(new Uint8Array(await compress(Buffer.from(html), encoding, 5)), status);
  });
  /** Compresses every built asset ahead of the first request (the server calls it at start). */
  const warm = async () => {
    const assets = join(dist, 'assets');
    if (!existsSync(assets)) return;
    for (const name of readdirSync(assets)) {
      const file = join(assets, name);
      if (!isCompressible(file, statSync(file).size)) continue;
      for (const encoding of ['br', 'gzip'] as const) await compressed.get(file, encoding);
    }
  };
  return { app, state, warm };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173);
  const { app, warm } = createServerApp({ distDir: resolve(import.meta.dirname, '..', 'dist') });
  serve({ fetch: app.fetch, port }, () => {
    void warm();
    console.log(`FreshPass with the sandbox: http://localhost:${port}/account/sign-in.html`);
    console.log(`Any banner by host, e.g. http://vons.localhost:${port}/freshpass/manage`);
  });
}
