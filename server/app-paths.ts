/**
 * Which built file answers a page URL, by host and path, and with which status: a route in any
 * of its forms (the path, `.html`, a trailing store id of 1–10 digits: src/routes/match-route.ts)
 * gets the host's banner's prerendered page (src/routes/page-files.ts), `/` goes on to the manage
 * page, `/__preview` (and `/__preview/banners`) is the app in builds that carry the editor preview,
 * and anything else is the banner's not-found page with a real 404 (not a soft 200). Before
 * prerendering, or for a page the build lacks, the app's `index.html` stands in (the app renders
 * the route itself). Files of dist/ and the sandbox's paths are answered before this is asked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveBanner, type BannerRef } from '../src/content/banner-resolution';
import { matchRoute } from '../src/routes/match-route';
import { notFoundFileOf, pageFileOf } from '../src/routes/page-files';

/** The editor preview's module; only builds with the preview have it in their manifest. */
const PREVIEW_MODULE = 'src/render/preview/preview-screen.tsx';

/** The preview's pages: the single-banner preview and every banner side by side. */
const PREVIEW_PATHS = new Set(['/__preview', '/__preview/banners']);
/** Where `/` sends the shopper (the app's own redirect, answered by the server at once). */
export const HOME_PATH = '/freshpass/manage';
/** The app's shell, which renders any route in the browser. */
export const APP_SHELL = 'index.html';

/** A page answer: a file of dist/ with its status, or a redirect. */
export type PageAnswer = { file: string; status: 200 | 404; banner: string } | { redirect: string };

/** What the mapping reads: the banners, and which files the build holds. */
export interface Site {
  banners: readonly BannerRef[];
  /** True when dist/ holds this file (path relative to dist/). */
  has: (file: string) => boolean;
  /** Asked only for the preview's paths (`/__preview`, `/__preview/banners`). */
  hasPreview: () => boolean;
}

/** The answer for a decoded pathname on a host. */
export function pageFor(pathname: string, host: string, site: Site): PageAnswer {
  if (pathname === '/') return { redirect: HOME_PATH };
  const banner = resolveBanner(host, site.banners);
  const built = (file: string) => (site.has(file) ? file : APP_SHELL);
  const match = matchRoute(pathname);
  if (match) return { file: built(pageFileOf(banner, match.route)), status: 200, banner };
  if (PREVIEW_PATHS.has(pathname.replace(/\/+$/, '')) && site.hasPreview())
    return { file: APP_SHELL, status: 200, banner };
  return { file: built(notFoundFileOf(banner)), status: 404, banner };
}

/** Whether the build in `distDir` carries the editor preview (read from Vite's manifest). */
export function buildHasPreview(distDir: string): boolean {
  const file = join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return false;
  try {
    return Object.hasOwn(JSON.parse(readFileSync(file, 'utf8')) as object, PREVIEW_MODULE);
  } catch {
    return false;
  }
}
