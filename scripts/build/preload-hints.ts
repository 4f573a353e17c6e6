/**
 * Preload hints for the first screen of each prerendered page, computed by the build
 * (scripts/build/prerender.ts) from its own manifest and written into the page's <head>. The page
 * already shows the first screen; hydrating it waits for the entry, the route's screen chunk and
 * the lazy code its blocks render with (src/app/first-screen.ts), so the head names them all and
 * the browser fetches them beside the entry instead of one after another:
 *
 * - `<link rel="modulepreload">` for the route's screen chunk and the chunks it imports that the
 *   entry does not, and for the lazy chunks loaded before hydrating: when the layout holds a
 *   rich-text block the rich-text stack, and when it holds a form the form renderer and that
 *   form's module. No content validator: the content the page carries was checked by the build and
 *   is checked again only if the service answers differently (src/content/build-content.ts);
 *   content read after the session loads its validator beside its fetch (issue 23);
 * - `<link rel="stylesheet">` for the CSS of those chunks: the prerendered HTML already holds the
 *   elements they style, so they are part of the first paint, not a later load.
 *
 * What a route needs comes from src/routes (routeNeeds); no content is fetched ahead: the page
 * carries it (src/app/page-data.ts). The user-info call is not hinted: contract §7 has it send the
 * banner and a correlation id header; the page's first module (src/early-start.ts) starts it.
 */
import { APP_ENTRY_META, APP_MODULE_META } from '../../src/lib/app-after-paint';
import { validatorGroupOf } from '../../src/routes/validator-groups';
import type { RouteNeeds } from '../../src/routes/route-needs';
import type { ScreenRoute } from '../../src/routes/route-table';

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
  /** CSS files of those chunks, linked as stylesheets. */
  styles: string[];
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
  // What the page loads anyway: the app's entry and its first module (src/early-start.ts).
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length === 0) return { modules: [], styles: [] };
  const have = { js: new Set<string>(), css: new Set<string>() };
  for (const entry of entries) {
    const own = closure(manifest, entry);
    own.js.forEach((f) => have.js.add(f));
    own.css.forEach((f) => have.css.add(f));
  }
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
 * imports the screen-layout validator); else the chunk of its group (src/routes/validator-groups.ts).
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
 * The lazy chunks loaded before the page hydrates, beyond the screen's own chunk: the rich-text
 * stack when its layout holds a rich-text block, and the form renderer and each form's module
 * when it shows forms.
 */
export function onDemandChunks(
  manifest: Manifest,
  richText: boolean,
  forms: readonly string[] = [],
): Pick<PreloadPlan, 'modules' | 'styles'> {
  const keys: string[] = [];
  if (richText) keys.push(RICH_TEXT_CHUNK);
  if (forms.length > 0) keys.push(FORM_RENDERER_CHUNK, ...forms.map(formChunk));
  return chunksBeyondEntry(manifest, keys);
}

/** The hints of one route's page, from what the route needs on the page's banner. */
export function preloadPlan(
  manifest: Manifest,
  route: Pick<ScreenRoute, 'screen'>,
  needs: Pick<RouteNeeds, 'richText' | 'forms'>,
): PreloadPlan {
  const chunks = screenChunks(manifest, route.screen);
  const later = onDemandChunks(manifest, needs.richText, needs.forms);
  return {
    modules: [...new Set([...chunks.modules, ...later.modules])],
    styles: [...new Set([...chunks.styles, ...later.styles])],
  };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The plan as tags, one a line: stylesheets first (they hold up the paint), then modules. */
export function hintTags(plan: PreloadPlan): string {
  return [
    ...plan.styles.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`),
    ...plan.modules.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

/**
 * A prerendered page paints its first screen from its HTML (an open page whole, an account page
 * its shell, heading and skeletons): the paint waits for the stylesheets and the logo, not for the
 * app, which then makes it live. So the app's entry script (`entrySrc`, e.g. "/assets/index-x.js")
 * and every module preload after it leave the HTML as tags the browser acts on: each becomes an
 * inert `<meta>` that the page's first module reads in the task after the first frame
 * (src/lib/app-after-paint.ts). The first module itself, before the entry (src/early-start.ts,
 * which starts the session calls and holds early presses), keeps its tags. Stylesheets stay.
 * History: preloads at `fetchpriority="low"` took FCP on the FAQ from 2.1 to 1.4 s; loading after
 * the paint takes FCP and LCP to 1.2 s (docs/decisions/app-code-after-first-paint.md).
 */
export function appAfterFirstPaint(html: string, entrySrc: string): string {
  const entryTag = `<script type="module" crossorigin src="${entrySrc}"></script>`;
  const entry = html.indexOf(entryTag);
  if (entry < 0) throw new Error(`the page has no entry script ${entrySrc}`);
  const meta = (name: string, href: string) => `<meta name="${name}" content="${attr(href)}">`;
  const after = html
    .slice(entry + entryTag.length)
    .replace(/<link rel="modulepreload" crossorigin href="([^"]*)">/g, (_tag, href: string) =>
      meta(APP_MODULE_META, href),
    );
  return `${html.slice(0, entry)}${meta(APP_ENTRY_META, entrySrc)}${after}`;
}

/** Puts the tags at the end of <head>. */
export function withHints(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}  </head>`) : html;
}
