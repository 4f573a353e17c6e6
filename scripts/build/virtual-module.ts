/**
 * A Vite plugin that serves one virtual module built from the project's files (build, SSR build,
 * dev server and vitest): `import x from '<id>'` gives what `load` returns for the project root.
 */
import { join, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';

export function virtualModulePlugin(options: {
  name: string;
  /** The import specifier, e.g. `virtual:banners`. */
  id: string;
  /** What the id resolves to (a path ending in .css makes Vite's CSS pipeline take it). */
  resolved: string;
  /** The module's source; `context` watches files and warns. */
  load: (context: Rollup.PluginContext, root: string) => string;
  /**
   * A folder (from the root) the module is built from: in the dev server, a file added to it or
   * removed from it builds the module again and reloads the page (a changed file is watched by
   * `load` itself).
   */
  folder?: string;
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
    configureServer(server) {
      if (!options.folder) return;
      const dir = join(root, options.folder);
      server.watcher.add(dir);
      const onChange = (file: string) => {
        if (!file.startsWith(dir + sep)) return;
        const module = server.moduleGraph.getModuleById(options.resolved);
        if (!module) return;
        server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
