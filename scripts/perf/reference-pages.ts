/**
 * The two reference pages the Lighthouse rows are read against (issue 13), made in the same run
 * from the build's own prerendered FAQ page of a banner, so they hold the same text, stylesheets
 * and logo:
 * - **static HTML**: that page with every script and module preload taken out, the fastest a page
 *   with this text can paint;
 * - **React floor**: the same head and an empty root, with one module holding only the React floor
 *   (react, react-dom, react-router) that renders the same markup in the browser, the soonest a
 *   client-rendered page can paint.
 * A small server of its own serves them beside dist/assets, compressed as server/ compresses.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { pageFileOf } from '../../src/routes/page-files';
import { SCREEN_ROUTES } from '../../src/routes/route-table';

/** The route whose prerendered page the references copy: an open page of text (the FAQ). */
export const REFERENCE_ROUTE = SCREEN_ROUTES.find((r) => r.screen === 'freshpass-faq')!;

const ROOT_OPEN = '<div id="root">';

/** The page with its scripts (module and JSON) and module preloads removed. */
export function staticReference(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * The static page with its root emptied: the root's markup goes into a JSON element the floor
 * module reads and renders, loaded by one module script (`script-src 'self'` holds).
 */
export function floorReference(html: string, moduleSrc: string): string {
  const page = staticReference(html);
  const start = page.indexOf(ROOT_OPEN);
  const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('the prerendered page has no root element');
  const markup = page.slice(start + ROOT_OPEN.length, end);
  const data = JSON.stringify(markup).replaceAll('<', '\\u003c');
  return (
    page.slice(0, start) +
    `${ROOT_OPEN}</div>\n    <script type="application/json" id="fp-reference">${data}</script>` +
    `\n    <script type="module" src="${moduleSrc}"></script>` +
    page.slice(end + '</div>'.length)
  );
}

/**
 * The floor module's source: the router and React render the page's markup. A tap on a question
 * is answered by one React state update that opens its answer (the tap bench's reference,
 * scripts/bench/tap.ts: the least React can do between a tap and a paint); the markup is set as
 * HTML, not as React elements, so the answer's hidden flag is set after the commit.
 */
const FLOOR_ENTRY = `
import { createElement, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const markup = JSON.parse(document.getElementById('fp-reference').textContent);
function Page() {
  const [open, setOpen] = useState(null);
  useLayoutEffect(() => {
    if (!open) return;
    document.getElementById(open)?.removeAttribute('hidden');
    document.querySelector('[aria-controls="' + open + '"]')?.setAttribute('aria-expanded', 'true');
  }, [open]);
  const onClick = (event) => {
    const button = event.target.closest('button[aria-controls]');
    if (button) setOpen(button.getAttribute('aria-controls'));
  };
  return createElement('div', { onClick, dangerouslySetInnerHTML: { __html: markup } });
}
const page = createElement(Page);
const router = createBrowserRouter([{ path: '*', element: page }]);
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
`;

/** Builds the floor module (minified, production React) into `outDir`; returns its file name. */
async function buildFloor(root: string, outDir: string): Promise<string> {
  // Inside the project, so the entry's imports resolve from its node_modules.
  const entryDir = join(root, 'node_modules', '.cache', 'freshpass-floor');
  mkdirSync(entryDir, { recursive: true });
  try {
    const entry = join(entryDir, 'floor.js');
    writeFileSync(entry, FLOOR_ENTRY);
    await build({
      root,
      configFile: false,
      // React Router's "use client" directives warn when bundled; nothing else is logged.
      logLevel: 'error',
      mode: 'production',
      // The production builds of React and React Router, as the app's own build takes.
      resolve: { conditions: ['module', 'browser', 'production'] },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        minify: true,
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        rollupOptions: { input: entry, output: { entryFileNames: 'floor.js' } },
      },
    });
    return 'floor.js';
  } finally {
    rmSync(entryDir, { recursive: true, force: true });
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The running reference server: the URL of each page by banner, and `stop`. */
export interface ReferenceServer {
  url: (banner: string, page: 'static' | 'floor') => string;
  stop: () => Promise<void>;
}

/**
 * Writes both references for each banner into a temporary folder and serves them, with
 * dist/assets, on a free loopback port.
 */
export async function startReferenceServer(
  root: string,
  banners: readonly string[],
): Promise<ReferenceServer> {
  const dir = mkdtempSync(join(tmpdir(), 'freshpass-reference-'));
  const floor = await buildFloor(root, dir);
  for (const banner of banners) {
    const html = readFileSync(join(root, 'dist', pageFileOf(banner, REFERENCE_ROUTE)), 'utf8');
    mkdirSync(join(dir, banner), { recursive: true });
    writeFileSync(join(dir, banner, 'static.html'), staticReference(html));
    writeFileSync(join(dir, banner, 'floor.html'), floorReference(html, `/reference/${floor}`));
  }
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = path.startsWith('/assets/')
      ? join(root, 'dist', path)
      : path.startsWith('/reference/')
        ? join(dir, path.slice('/reference/'.length))
        : '';
    // As server/compression.ts: Brotli when the browser accepts it, else gzip.
    const encoding = /\bbr\b/.test(String(request.headers['accept-encoding'])) ? 'br' : 'gzip';
    const key = `${encoding} ${file}`;
    let body = compressed.get(key);
    try {
      if (!file || path.includes('..')) throw new Error('not found');
      if (!body) {
        const raw = readFileSync(file);
        body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
        compressed.set(key, body);
      }
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': encoding,
      'cache-control': 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (banner, page) => `http://localhost:${port}/reference/${banner}/${page}.html`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
