/**
 * The build's last step (`npm run build`, after the client build): writes, for each banner of
 * banners/ and each route of the table (src/routes), the HTML of its first screen to
 * dist/<pageFileOf(banner, route)>, and each banner's not-found page to dist/<notFoundFileOf>.
 * Each page is dist/index.html (the client-only page, which stays for the editor preview) with:
 * the rendered app in #root, the route's preload hints and stylesheets in <head> (from the
 * build's manifest: preload-hints.ts), and the content the first screen rendered from in a
 * `<script type="application/json">` (src/app/page-data.ts), which the browser hydrates with.
 *
 * The app is rendered by its own server entry (src/entry-server.tsx), built with Vite for Node
 * into node_modules/.cache (the same plugins, so asset URLs match the client build's).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import { declaredPageTitle } from '../../src/lib/page-title';
import type * as EntryServer from '../../src/entry-server';
import {
  notFoundFileOf,
  pageFileOf,
  ROUTE_MARKUP_DIR,
  routeMarkupFileOf,
} from '../../src/routes/page-files';
import { routeNeeds, SHELL_CONTENT } from '../../src/routes/route-needs';
import { SCREEN_ROUTES, type ScreenRoute } from '../../src/routes/route-table';
import { listBanners, readMergedContent } from '../../shared-node/content-files';
import {
  servedContent,
  servedContentPaths,
  type FillingBanner,
} from '../../shared-node/served-content';
import {
  hintTags,
  appAfterFirstPaint,
  preloadPlan,
  withHints,
  type Manifest,
} from './preload-hints';

/** One page to write: the banner, the route (undefined for the not-found page), the file. */
export interface PageJob {
  bannerId: string;
  route: ScreenRoute | undefined;
  file: string;
}

/** Every page of the build: each banner's routes, then its not-found page. */
export function pageJobs(
  bannerIds: readonly string[],
  routes: readonly ScreenRoute[] = SCREEN_ROUTES,
): PageJob[] {
  return bannerIds.flatMap((bannerId) => [
    ...routes.map((route) => ({ bannerId, route, file: pageFileOf(bannerId, route) })),
    { bannerId, route: undefined, file: notFoundFileOf(bannerId) },
  ]);
}

/**
 * What the rendered HTML must never hold: a part written as its fallback (something suspended,
 * so hydration would throw it away), rich text not rendered, or what the CSP refuses.
 */
export function renderProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<!--\$[!?]-->/.test(html)) problems.push('a part suspended and was written as its fallback');
  if (html.includes('data-rich-html="pending"')) problems.push('rich text was not loaded');
  if (/<script\b/i.test(html)) problems.push('a script element (the CSP allows none inline)');
  if (/\sstyle="/i.test(html)) problems.push('an inline style attribute (the CSP refuses it)');
  return problems;
}

/** The page: the template with the app's HTML in #root, the hints and the page's data. */
export function pageHtml(
  template: string,
  parts: { app: string; hints: string; data: string },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`dist/index.html has no ${root}`);
  // The served title is the page's own (WCAG 2.4.2), as the h1 declares it (page-title.ts).
  const title = declaredPageTitle(parts.app);
  const titled = title
    ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    : template;
  return withHints(titled, parts.hints).replace(
    root,
    () => `<div id="root">${parts.app}</div>\n    ${parts.data}`,
  );
}

/** Reads merged content once per banner and path (routeNeeds and the page read the same files). */
function contentReader(root: string) {
  const read = new Map<string, unknown>();
  return (bannerId: string, path: string): unknown => {
    const key = `${bannerId}\n${path}`;
    if (!read.has(key)) {
      let value: unknown;
      try {
        value = readMergedContent(root, bannerId, path);
      } catch (error) {
        value = error instanceof Error ? error : new Error(String(error));
      }
      read.set(key, value);
    }
    const value = read.get(key);
    if (value instanceof Error) throw value;
    return value;
  };
}

/** Where the prerender reads the client build and writes the pages (default: root/dist). */
export interface PrerenderOptions {
  distDir?: string;
  /**
   * Where the server entry is built: inside root's node_modules so it resolves React from there;
   * the server's rebuild (server/site-watch.ts) names its own, so it never races `npm run build`.
   */
  ssrOutDir?: string;
}

/** Builds the server entry and writes every page; returns the files written and their size. */
export async function prerender(
  root: string,
  options: PrerenderOptions = {},
): Promise<{ files: number; bytes: number }> {
  const dist = resolve(options.distDir ?? join(root, 'dist'));
  const out = options.ssrOutDir ?? join(root, 'node_modules', '.cache', 'freshpass-prerender');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: out,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const entry = (await import(
    pathToFileURL(join(out, 'entry-server.js')).href
  )) as typeof EntryServer;
  entry.sanitizeWithWindow(
    new JSDOM('').window as unknown as Parameters<typeof entry.sanitizeWithWindow>[0],
  );
  await Promise.all([entry.loadBlockValidators(), entry.loadBundledDefaults()]);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entrySrc = `/${manifest['index.html']?.file ?? ''}`;
  rmSync(join(dist, 'pages'), { recursive: true, force: true });
  rmSync(join(dist, ROUTE_MARKUP_DIR), { recursive: true, force: true });
  const bannerIds = listBanners(root).map((b) => String(b.id));
  const read = contentReader(root);
  const readOr = (bannerId: string, path: string): unknown => {
    try {
      return read(bannerId, path);
    } catch {
      return undefined;
    }
  };
  /** Renders the rich text of a banner's layouts into the markup being recorded. */
  const renderLayouts = (bannerId: string, ids: readonly string[]) => {
    for (const id of ids) {
      entry.renderLayoutRichText({
        bannerId,
        layout: readOr(bannerId, `screens/${id}`),
        read: (path) => read(bannerId, path),
      });
    }
  };
  // The fingerprints of each banner's content as the content service answers it, for its pages
  // to carry (src/content/build-content.ts).
  const fetchable = servedContentPaths(root);
  const bannerDigests = new Map<string, Record<string, string>>();
  for (const banner of listBanners(root)) {
    const served: Record<string, unknown> = {};
    for (const path of fetchable) {
      try {
        served[path] = servedContent(
          root,
          banner as unknown as FillingBanner & { id: string },
          path,
        );
      } catch {
        // A path the banner has no content for is fetched and fails in the browser as before.
      }
    }
    bannerDigests.set(banner.id, await entry.checkedDigests(served));
  }
  let bytes = 0;
  const jobs = pageJobs(bannerIds);
  for (const { bannerId, route, file } of jobs) {
    const needs = route
      ? routeNeeds(route, { id: bannerId, read: (path) => read(bannerId, path) })
      : undefined;
    const paths = route && needs ? entry.pageContentPaths(route, needs) : SHELL_CONTENT;
    const content: Record<string, unknown> = {};
    for (const path of paths) {
      const value = readOr(bannerId, path);
      if (value !== undefined) content[path] = value;
    }
    if (route && needs) await Promise.all(entry.firstScreenLoads(route, needs));
    // The rich text this page renders, sanitised: the browser renders it without the parser.
    const takeMarkup = entry.recordBuildMarkup();
    let app: string;
    let richHtml: Record<string, string>;
    try {
      app = entry.renderPage({ bannerId, path: route?.path ?? entry.NOT_FOUND_PATH, content });
      // An account page shows its blocks after the session, and a page's query may pick another
      // layout after hydration: the rich text of those is recorded apart.
      const later = [
        ...(route?.needsSession ? [route.screen] : []),
        ...(route?.queryLayouts ?? []),
      ];
      renderLayouts(bannerId, later);
    } finally {
      richHtml = takeMarkup();
    }
    if (route) {
      // The route's rich text for a move to it in the app (src/app/routes/route-markup.ts): its
      // screen's and the layouts its query may pick, every variant, whatever the page showed.
      const takeRouteMarkup = entry.recordBuildMarkup();
      let routeMarkup: Record<string, string>;
      try {
        renderLayouts(bannerId, [route.screen, ...(route.queryLayouts ?? [])]);
      } finally {
        routeMarkup = takeRouteMarkup();
      }
      const markupFile = join(dist, routeMarkupFileOf(bannerId, route));
      mkdirSync(dirname(markupFile), { recursive: true });
      writeFileSync(markupFile, JSON.stringify(routeMarkup));
    }
    const problems = renderProblems(app);
    if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
    const hints = route && needs ? hintTags(preloadPlan(manifest, route, needs)) : '';
    const data = entry.pageDataElement({
      banner: bannerId,
      route: route?.path ?? null,
      content,
      ...(Object.keys(richHtml).length > 0 ? { richHtml } : {}),
      digests: bannerDigests.get(bannerId) ?? {},
    });
    const page = pageHtml(template, { app, hints, data });
    const html = route ? appAfterFirstPaint(page, entrySrc) : page;
    const target = join(dist, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
    bytes += Buffer.byteLength(html);
  }
  rmSync(out, { recursive: true, force: true });
  return { files: jobs.length, bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  prerender(resolve(import.meta.dirname, '../..')).then(
    ({ files, bytes }) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `prerender: ${files} pages, ${(bytes / 1024).toFixed(0)} KB, in ${seconds} s (dist/pages/)`,
      );
    },
    (error: unknown) => {
      console.error('prerender failed:', error);
      process.exitCode = 1;
    },
  );
}
