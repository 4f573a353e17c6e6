/**
 * The page's first module (src/early-start.ts, issue 13 step 5): built as an entry of its own and
 * named in the HTML before the app's entry, so the browser runs it as soon as the page is parsed,
 * while React and the app are still arriving. A classic inline script would be earlier still, but
 * the Content-Security-Policy (`script-src 'self'`) allows files only.
 *
 * In the build, its `<script type="module">` and `<link rel="modulepreload">` for the chunks it
 * imports go in before the entry's own tag (module scripts run in document order), and the build
 * fails when the chunk reaches React: the module exists to run before React has loaded. The dev
 * server gets the source file's tag.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The first module's source, from the project root. */
export const EARLY_MODULE = 'src/early-start.ts';
/** Its entry name (the build names its chunk `assets/<name>-<hash>.js`). */
export const EARLY_ENTRY_NAME = 'early-start';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The chunk of the first module in a bundle, and every chunk it imports statically. */
export function earlyChunks(bundle: OutputBundle): { entry: OutputChunk; imports: OutputChunk[] } {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find(
    (c) => c.isEntry && (c.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(`/${EARLY_MODULE}`),
  );
  if (!entry) throw new Error(`the build has no chunk of ${EARLY_MODULE}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const imports: OutputChunk[] = [];
  const visit = (file: string) => {
    const chunk = byName.get(file);
    if (!chunk || imports.includes(chunk)) return;
    imports.push(chunk);
    chunk.imports.forEach(visit);
  };
  entry.imports.forEach(visit);
  return { entry, imports };
}

/** The modules of a chunk list that are React's (the build refuses them in the first module). */
export function reactModulesIn(chunks: readonly OutputChunk[]): string[] {
  return chunks.flatMap((chunk) =>
    Object.keys(chunk.modules).filter((id) =>
      /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr)[\\/]/.test(
        id,
      ),
    ),
  );
}

/** The HTML with `tags` put in before the first module script (the app's entry). */
export function beforeEntry(html: string, tags: string): string {
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error('index.html has no module script to put the first module before');
  return `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
}

/** The Vite plugin. */
export function earlyModulePlugin(): Plugin {
  return {
    name: 'freshpass-early-module',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) {
          return beforeEntry(html, `<script type="module" src="/${EARLY_MODULE}"></script>`);
        }
        const { entry, imports } = earlyChunks(ctx.bundle);
        const react = reactModulesIn([entry, ...imports]);
        if (react.length > 0) {
          throw new Error(
            `${EARLY_MODULE} must not load React, but its chunks hold ${react.slice(0, 3).join(', ')}`,
          );
        }
        const tags = [
          `<script type="module" crossorigin src="/${attr(entry.fileName)}"></script>`,
          ...imports.map(
            (c) => `<link rel="modulepreload" crossorigin href="/${attr(c.fileName)}">`,
          ),
        ];
        return beforeEntry(html, tags.join('\n    '));
      },
    },
  };
}
