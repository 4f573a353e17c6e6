/**
 * Which paths the app itself answers, so `npm start` can send its not-found page with a real
 * 404 (not a soft 200) for everything else: a route in any of its forms (the path, `.html`, a
 * trailing store id of 1–10 digits; src/routes/match-route.ts), `/` (the app sends it on to the
 * manage page), and `/__preview` in builds that carry the editor preview. Files of dist/ and the
 * sandbox's own pages are answered before this is asked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute } from '../src/routes/match-route';

/** The editor preview's module; only builds with the preview have it in their manifest. */
const PREVIEW_MODULE = 'src/render/preview/preview-screen.tsx';

/**
 * True when the app has a screen (or a redirect) for the pathname; `hasPreview` is asked only for
 * the preview's path.
 */
export function isAppPath(pathname: string, hasPreview: () => boolean): boolean {
  if (pathname === '/' || matchRoute(pathname) !== undefined) return true;
  return pathname.replace(/\/+$/, '') === '/__preview' && hasPreview();
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
