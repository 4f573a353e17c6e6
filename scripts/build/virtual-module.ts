/**
 * A Vite plugin that serves one virtual module built from the project's files (build, SSR build,
 * dev server and vitest): `import x from '<id>'` gives what `load` returns for the project root.
 */
import type { Plugin, Rollup } from 'vite';

export function virtualModulePlugin(options: {
  name: string;
  /** The import specifier, e.g. `virtual:banners`. */
  id: string;
  /** What the id resolves to (a path ending in .css makes Vite's CSS pipeline take it). */
  resolved: string;
  /** The module's source; `context` watches files and warns. */
  load: (context: Rollup.PluginContext, root: string) => string;
}): Plugin {
  let root = process.cwd();
  return {
    name: options.name,
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === options.id ? options.resolved : null;
    },
    load(id) {
      return id === options.resolved ? options.load(this, root) : null;
    },
  };
}
