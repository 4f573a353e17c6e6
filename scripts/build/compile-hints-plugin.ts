/**
 * The larger chunks a page loads after its first load start with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other engines read a comment). V8 then
 * compiles each function of the file on a background thread while the file streams in, instead
 * of on the main thread the first time the function runs. The app makes a screen's code ready
 * before a tap (src/app/routes/warm-routes.ts), so with the hint the tap on "Cancel plan" runs
 * the form's code already compiled: about a fifth less time from the tap to the reason form in
 * alternating bench runs (docs/decisions/compile-hints.md). The prerender's server build is left
 * as it is.
 */
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's hint; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A module of content the app imports as data (a JSON file): it has no function to compile. */
const DATA_MODULE = /\.json(\?|$)/;

/**
 * The smallest chunk worth the hint. The hint costs about 27 bytes a file, gzip, which a page
 * pays for each chunk it loads; a smaller chunk holds little to compile.
 */
export const MIN_HINTED_BYTES = 16_384;

/** Every chunk an entry imports statically, the entries included: what a page loads first. */
function firstLoadChunks(bundle: OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file) => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return seen;
}

/**
 * Puts the hint on top of every chunk of `MIN_HINTED_BYTES` or more that no entry imports
 * statically (a screen's form, the validators, the rich-text stack, the sandbox panel), once.
 * Most pages load those after their first load; a form's route loads its form first too, within
 * its 220 KB. The entries' own graph, which every page loads first, goes without: it is held to
 * issue 23's 150 KB, which the hint's bytes on each of its chunks would pass
 * (docs/decisions/compile-hints.md). A chunk of JSON content alone has no function to compile.
 */
export function addCompileHints(bundle: OutputBundle): number {
  const firstLoad = firstLoadChunks(bundle);
  let marked = 0;
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.fileName.endsWith('.js')) continue;
    if (file.code.startsWith(COMPILE_HINT)) continue;
    const modules = Object.keys(file.modules);
    if (modules.length > 0 && modules.every((id) => DATA_MODULE.test(id))) continue;
    if (firstLoad.has(file.fileName) || file.code.length < MIN_HINTED_BYTES) continue;
    file.code = `${COMPILE_HINT}\n${file.code}`;
    marked += 1;
  }
  return marked;
}

/**
 * The Vite plugin: the client build only, after minifying (a minifier drops comments) and after
 * Vite's own last rewrite of the chunks that load others (their preload lists).
 */
export function compileHintsPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'freshpass-compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!ssr) addCompileHints(bundle);
      },
    },
  };
}
