/**
 * Preload hints for the first screen of a page load. The app renders only in the browser, so
 * without hints the first paint waits for a chain: the entry JS, then (on account pages) the
 * user-info call, then the route's lazy screen chunk, then the screen's layout content, then the
 * content its blocks are bound to. The server knows the route from the URL and the banner from
 * the host, so it names those files in the page's <head> and the browser fetches them while the
 * entry JS is still downloading:
 *
 * - `<link rel="modulepreload">` for the route's screen chunk and the chunks it imports that the
 *   entry does not (and `<link rel="preload" as="style">` for their CSS), and for the lazy chunks
 *   the screen imports as soon as it runs: the validator of each hinted content kind (useContent
 *   loads it beside its fetch), when the layout holds a rich-text block the rich-text stack, and
 *   when it holds a form the form renderer and that form's module (ContentScreen waits for what
 *   its blocks prepare before showing them);
 * - the content the first screen always asks for: ui-text, the error catalogue, the feature
 *   toggles, the screen's layout, the content its blocks are bound to (flags permitting), and on
 *   pages with the account navigation the constants and the left-nav payload the toggle selects.
 *   A `<meta name="freshpass-first-content">` names them and `<script type="module" async>` runs
 *   the small chunk that starts their calls (src/content/content-requests.ts) as soon as it
 *   arrives, well before the entry. They are calls of the typed client with the banner and a
 *   correlation id header (spec §7), which `<link rel="preload" as="fetch">` cannot send: Chromium
 *   handed such a preload's answer to the app's fetch, so the headers never left the browser.
 *
 * The user-info call is not hinted: spec §7 has it send the banner and a correlation id header;
 * the entry module starts it before React renders instead (src/app/early-session.ts). Hints are
 * read from the shipped content files, not the sandbox's overrides or faults: a hint that turns
 * out unused costs one request and changes no behaviour.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listBanners, readMergedContent } from '../scripts/lib/content-files';
import { resolveBanner } from '../src/content/banner-resolution';
import { validatorGroupOf } from '../src/content/validator-groups';
import { FIRST_CONTENT_CHUNK, FIRST_CONTENT_META } from '../src/content/first-content';
import { matchRoute } from '../src/routes/match-route';
import { routeNeeds, type RouteBanner } from '../src/routes/route-needs';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as hints need it. */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the hints are made of, before they become tags. */
export interface PreloadPlan {
  /** JS files (paths from the site root) to modulepreload. */
  modules: string[];
  /** CSS files to preload as styles. */
  styles: string[];
  /** The banner of the page and the content paths its first screen asks for. */
  bannerId: string;
  content: string[];
  /** The chunk that starts those calls (FIRST_CONTENT_CHUNK), when the build has one. */
  contentScript?: string;
}

/** Every file a manifest key loads before it runs: its own and its static imports, transitively. */
function closure(manifest: Manifest, key: string): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (seen.has(k) || !chunk) return;
    seen.add(k);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return { js, css };
}

/** The files of the given manifest keys and their static imports, beyond the entry's own. */
function chunksBeyondEntry(
  manifest: Manifest,
  keys: readonly string[],
): Pick<PreloadPlan, 'modules' | 'styles'> {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) return { modules: [], styles: [] };
  const have = closure(manifest, entry);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    if (!manifest[key]) continue;
    const need = closure(manifest, key);
    for (const f of need.js) if (!have.js.has(f)) js.add(f);
    for (const f of need.css) if (!have.css.has(f)) css.add(f);
  }
  return { modules: [...js].map((f) => `/${f}`), styles: [...css].map((f) => `/${f}`) };
}

/** The screen chunk of a route and what it imports beyond the entry (already in the page). */
export function screenChunks(
  manifest: Manifest,
  screen: string,
): Pick<PreloadPlan, 'modules' | 'styles'> {
  return chunksBeyondEntry(manifest, [`src/screens/${screen}/index.tsx`]);
}

/** Where the rich-text stack sits in the source tree. */
export const RICH_TEXT_CHUNK = 'src/render/rich-text/rich-html-content.tsx';
/** Where the form renderer (rjsf) and each form's generated module sit. */
export const FORM_RENDERER_CHUNK = 'src/render/forms/schema-form.tsx';
export const formChunk = (name: string) => `src/render/forms/generated/${name}.js`;

/**
 * The manifest key of a content kind's validator chunk: its own module; else the shared chunk
 * Rolldown names after it when another chunk also imports it statically (the editor preview
 * imports the screen-layout validator); else the chunk of its group (src/content/validator-groups.ts).
 */
export function validatorChunkKey(manifest: Manifest, kind: string): string | undefined {
  const own = `src/content/generated/validators/${kind}.js`;
  if (manifest[own]) return own;
  const shared = (name: string) =>
    Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name);
  const group = validatorGroupOf(kind);
  return shared(kind) ?? (group ? shared(group) : undefined);
}

/**
 * The lazy chunks a screen imports as soon as it runs, beyond its own chunk: the validator of each
 * content kind it fetches first (kinds whose validator is in the entry have no chunk and are
 * skipped), and the rich-text stack when its layout holds a rich-text block.
 */
export function onDemandChunks(
  manifest: Manifest,
  validators: readonly string[],
  richText: boolean,
  forms: readonly string[] = [],
): string[] {
  const keys = validators.flatMap((kind) => {
    const key = validatorChunkKey(manifest, kind);
    return key ? [key] : [];
  });
  if (richText) keys.push(RICH_TEXT_CHUNK);
  if (forms.length > 0) keys.push(FORM_RENDERER_CHUNK, ...forms.map(formChunk));
  return chunksBeyondEntry(manifest, keys).modules;
}

type ReadContent = (bannerId: string, path: string) => unknown;

/** The hints for one page request. */
export function preloadPlan(options: {
  pathname: string;
  bannerId: string;
  manifest: Manifest | undefined;
  read: ReadContent;
}): PreloadPlan | undefined {
  const route = matchRoute(options.pathname)?.route;
  if (!route) return undefined;
  const { bannerId, manifest } = options;
  const banner: RouteBanner = { id: bannerId, read: (path) => options.read(bannerId, path) };
  const needs = routeNeeds(route, banner);
  const content = needs.content;
  if (!manifest) return { modules: [], styles: [], bannerId, content };
  const chunks = screenChunks(manifest, route.screen);
  const later = onDemandChunks(manifest, needs.validators, needs.richText, needs.forms);
  const script = Object.values(manifest).find((chunk) => chunk.name === FIRST_CONTENT_CHUNK);
  return {
    modules: [...new Set([...chunks.modules, ...later])],
    styles: chunks.styles,
    bannerId,
    content,
    ...(script ? { contentScript: `/${script.file}` } : {}),
  };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The plan as <link> tags, one a line. */
export function hintTags(plan: PreloadPlan): string {
  return [
    ...plan.modules.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
    ...plan.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${attr(href)}">`,
    ),
    // The meta first: the script reads it as soon as it runs.
    ...(plan.content.length > 0
      ? [
          `<meta name="${FIRST_CONTENT_META}" data-banner="${attr(plan.bannerId)}" content="${attr(plan.content.join(' '))}">`,
          ...(plan.contentScript
            ? [
                `<script type="module" async crossorigin src="${attr(plan.contentScript)}"></script>`,
              ]
            : []),
        ]
      : []),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

/** Puts the tags at the end of <head>. */
export function withHints(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}  </head>`) : html;
}

/**
 * The hint writer of a server: reads the build manifest (again when it changes) and the shipped
 * content under `root`; returns the page HTML with the hints of the request's route and banner.
 */
export function createPreloadHints(options: { root: string; distDir?: string }) {
  const banners = listBanners(options.root).map((b) => ({
    id: String(b.id),
    order: Number(b.order),
  }));
  const manifestFile = options.distDir ? join(options.distDir, '.vite/manifest.json') : undefined;
  let cached: { mtime: number; manifest: Manifest } | undefined;
  const manifest = (): Manifest | undefined => {
    if (!manifestFile || !existsSync(manifestFile)) return undefined;
    const mtime = statSync(manifestFile).mtimeMs;
    if (cached?.mtime !== mtime) {
      cached = { mtime, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest };
    }
    return cached.manifest;
  };
  const read: ReadContent = (bannerId, path) => readMergedContent(options.root, bannerId, path);
  return (html: string, pathname: string, host: string): string => {
    const bannerId = resolveBanner(host, banners);
    const plan = preloadPlan({ pathname, bannerId, manifest: manifest(), read });
    return plan ? withHints(html, hintTags(plan)) : html;
  };
}
