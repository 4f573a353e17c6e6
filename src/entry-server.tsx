/**
 * The prerender's entry (scripts/build/prerender.ts builds it with `vite build --ssr` and runs it
 * in Node): renders one banner's page of one route to HTML, with the same App the browser hydrates
 * (src/main.tsx), in a memory router at the route's path. Nothing here runs in the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { App } from './app/app';
import { createPageRouter } from './app/routes/router';
import { banners, placeholderValues } from './content/banners';

import {
  layoutBlockProps,
  layoutBlocks,
  LAYOUT_KIND,
  loadBlockValidators,
  type BlockValidators,
} from './content/block-props-checks';
import { kindOfPath } from './content/content-kinds';
import { loadValidator } from './content/use-content';
import { contentDigest } from './lib/content-digest';
import type { LayoutBlock } from './render/block-definition';
import { blockRegistry } from './render/blocks';
import type { DataState } from './render/data-sources';
import { LayoutRenderer } from './render/layout/layout-renderer';
import { propsProblems } from './render/layout/validate-props';
import { RenderEnvProvider } from './render/render-env';
import { buildRendersRichText } from './routes/route-needs';

export { firstScreenLoads, pageContentPaths } from './app/first-screen';
export { carriedNeeds, pageDataElement, type PageData } from './app/page-data';
export { recordBuildMarkup } from './render/rich-text/record-build-markup';
export { sanitizeWithWindow } from './render/rich-text/sanitize';
/**
 * Awaited once before any page renders: blocks check their props while rendering, and the shell
 * falls back to the bundled labels and catalogue where a page carries none.
 */
export { loadBlockValidators };
export { loadBundledDefaults } from './content/bundled-defaults';

/** Where the not-found page is rendered: a path no route takes, so the router's catch-all shows. */
export const NOT_FOUND_PATH = '/__not-found';

/**
 * The app's HTML at `path` on a banner, from the content given. The caller loads the first
 * screen's code first (firstScreenLoads), so nothing suspends: renderToString would write a
 * suspended part as its fallback, and the browser would throw that part away while hydrating.
 */
export function renderPage(options: {
  bannerId: string;
  path: string;
  content: Readonly<Record<string, unknown>>;
}): string {
  return renderToString(
    <StrictMode>
      <App
        bannerId={options.bannerId}
        content={options.content}
        createRouter={() => createPageRouter(options.path)}
      />
    </StrictMode>,
  );
}

/**
 * The fingerprints (src/lib/content-digest.ts) of the values that pass their kind's validator (a
 * screen layout's blocks their types' too), by path: a page carries them as `digests`, and the
 * browser does not check an answer with the same fingerprint again (src/content/build-content.ts,
 * src/content/block-props-checks.ts). A value that fails gets none, so the browser checks it and
 * shows the failure in the catalogue's words, as it would for any bad answer.
 */
export async function checkedDigests(
  values: Readonly<Record<string, unknown>>,
): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const [path, value] of Object.entries(values)) {
    if (!(await passesBuildCheck(path, value))) continue;
    const digest = await contentDigest(value);
    if (digest !== undefined) digests[path] = digest;
  }
  return digests;
}

/** Whether a content value passes its kind's validator, and a layout's blocks their types'. */
async function passesBuildCheck(path: string, value: unknown): Promise<boolean> {
  const kind = kindOfPath(path);
  if (kind === undefined) return false;
  const validate = await loadValidator(kind).catch(() => undefined);
  if (validate?.(value) !== true) return false;
  return kind !== LAYOUT_KIND || blocksValid(value, await loadBlockValidators());
}

/**
 * Whether every block of a layout has props its type accepts, as the renderer checks them
 * (src/render/layout/block-frame.tsx: an old type name is read as the type it became). A type the
 * registry does not know is drawn as unknown, its props never read.
 */
function blocksValid(layout: unknown, validators: BlockValidators): boolean {
  return layoutBlockProps(layout).every(({ type, props }) => {
    const def = blockRegistry.getIfExists(type);
    return def === undefined || propsProblems(validators, def.type, props).length === 0;
  });
}

/**
 * Renders the rich text of a layout the page does not draw itself, so that a recording
 * (recordBuildMarkup) started for its page holds it too: an account route's screen, which shows
 * its blocks once the session is in (the page renders only its title and skeletons), and a
 * route's `queryLayouts`, which its query picks after hydration. Each block `buildRendersRichText` accepts is rendered apart,
 * whoever it shows to (its `when` and group left out, every plan type's words), with the banner's
 * placeholders and the content it is bound to as the browser will read it. The output is dropped:
 * only the record counts. Blocks bound to service data are left to the rich-text stack
 * (routeNeeds loads it for them).
 */
export function renderLayoutRichText(options: {
  bannerId: string;
  layout: unknown;
  read: (path: string) => unknown;
}): void {
  const banner = banners.find((b) => b.id === options.bannerId);
  if (!banner) return;
  const content = (path = ''): DataState => {
    try {
      return { data: options.read(path), isLoading: false };
    } catch (error) {
      return { error, isLoading: false };
    }
  };
  const env = {
    // Every variant of a block's words (all plan types' tiles), so whichever the shopper gets is
    // in the record.
    everyVariant: true,
    placeholders: placeholderValues(banner),
    validators: loadBlockValidators,
    dataSources: { content },
  };
  // The gate has checked the banner's layouts against their schema: each block is a LayoutBlock.
  for (const block of layoutBlocks(options.layout) as unknown as LayoutBlock[]) {
    if (!buildRendersRichText({ ...block })) continue;
    const shown: LayoutBlock = { type: block.type, id: block.id };
    if (block.data !== undefined) shown.data = block.data;
    if (block.props !== undefined) shown.props = block.props;
    renderToString(
      <MemoryRouter>
        <RenderEnvProvider env={env}>
          <LayoutRenderer blocks={[shown]} />
        </RenderEnvProvider>
      </MemoryRouter>,
    );
  }
}
