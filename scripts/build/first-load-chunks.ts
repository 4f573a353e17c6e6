/**
 * Two chunk groups for what every page loads first (issue 23). Left to itself, Rolldown split the
 * entries' static graph into 15 files: every module that a lazy screen imports too became a
 * shared chunk of its own (`internal-href` was 173 bytes), and each file costs its own gzip
 * stream and request. Every page loads all of them, so they go together:
 *
 * - `early-shared`: what the page's first module (src/early-start.ts) imports, in one chunk it
 *   can run with before React arrives (scripts/build/early-module-plugin.ts);
 * - `app-initial`: the rest of the app's static graph, outside node_modules (React has its own
 *   vendor chunk, the floor `npm run bench` divides by) and outside the entry module itself.
 *
 * A lazy screen imports what it shares with the first load from these chunks. Only the client
 * build is grouped; the prerender's server build keeps Rolldown's own splitting.
 * docs/decisions/first-load-chunks.md gives the figures.
 */
import type { CodeSplittingGroup, ChunkingContext } from 'rolldown';

export const EARLY_SHARED_CHUNK = 'early-shared';
export const APP_INITIAL_CHUNK = 'app-initial';

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const HTML = /\.html(\?|$)/;

/** The module ids a module imports statically, itself included, read once per chunking pass. */
const closures = new WeakMap<object, Set<string>>();
function staticClosure(ctx: ChunkingContext, root: string): Set<string> {
  const rootInfo = ctx.getModuleInfo(root);
  if (!rootInfo) return new Set();
  const cached = closures.get(rootInfo);
  if (cached) return cached;
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) walk(next);
  };
  walk(root);
  closures.set(rootInfo, seen);
  return seen;
}

/** The entry module of an HTML entry, or an entry of its own: it stays in its entry's chunk. */
function isEntryModule(ctx: ChunkingContext, id: string): boolean {
  const info = ctx.getModuleInfo(id);
  return Boolean(info?.isEntry) || (info?.importers ?? []).some((importer) => HTML.test(importer));
}

/**
 * The groups, for `output.codeSplitting.groups`, below the priorities of the React vendor group
 * and the validator groups, which take their modules first. `earlyModule` is the absolute id of
 * the page's first module.
 */
export function firstLoadChunkGroups(earlyModule: string): CodeSplittingGroup[] {
  return [
    {
      name: (id, ctx) =>
        id !== earlyModule && staticClosure(ctx, earlyModule).has(id) ? EARLY_SHARED_CHUNK : null,
      debugName: EARLY_SHARED_CHUNK,
      tags: ['$initial'],
      priority: 2,
    },
    {
      name: (id, ctx) =>
        NODE_MODULES.test(id) || isEntryModule(ctx, id) ? null : APP_INITIAL_CHUNK,
      debugName: APP_INITIAL_CHUNK,
      tags: ['$initial'],
      priority: 1,
    },
  ];
}
