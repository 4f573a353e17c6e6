/**
 * The larger chunks start with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome
 * 136 and later; other engines read a comment). V8 then compiles each function of the file on a
 * background thread while the file streams in, instead of on the main thread the first time the
 * function runs. On the first load that takes compiling out of hydration's tasks (React's chunk,
 * the app's); for a screen made ready before a tap (src/app/routes/warm-routes.ts), the tap on
 * "Cancel plan" runs the form's code already compiled (docs/decisions/compile-hints.md). The
 * prerender's server build is left as it is.
 */
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's hint; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A module of content the app imports as data (a JSON file): it has no function to compile. */
const DATA_MODULE = /\.json(\?|$)/;

/**
 * The smallest chunk worth the hint. The hint costs about 27 bytes a file, gzip, which a page
 * pays for each chunk it loads; a smaller chunk holds little to compile, and hinting every chunk
 * measured no better than hinting these (docs/decisions/compile-hints.md).
 */
export const MIN_HINTED_BYTES = 16_384;

/**
 * Puts the hint on top of every chunk of `MIN_HINTED_BYTES` or more, once: React's chunk and the
 * app's first load (scripts/build/first-load-chunks.ts), a screen's form, the validators, the
 * rich-text stack, the sandbox panel. A chunk of JSON content alone has no function to compile.
 */
export function addCompileHints(bundle: OutputBundle): number {
  let marked = 0;
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.fileName.endsWith('.js')) continue;
    if (file.code.startsWith(COMPILE_HINT) || file.code.length < MIN_HINTED_BYTES) continue;
    const modules = Object.keys(file.modules);
    if (modules.length > 0 && modules.every((id) => DATA_MODULE.test(id))) continue;
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
