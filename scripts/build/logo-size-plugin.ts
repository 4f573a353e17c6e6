/**
 * `import … from './logo.svg?size'` gives `{ width, height }` of an SVG file, read at build time
 * from its root `<svg>` element (src/lib/svg-size.ts). The header's logo `<img>` takes them as
 * its width and height, so the browser keeps the logo's place before the file arrives. The glob
 * in src/content/banners.ts imports every banner logo this way, so a new banner's logos need no
 * list and no hand-written size; a logo without a size fails the build (and `npm run validate`).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { svgSize } from '../../src/lib/svg-size.ts';

/** The import query this plugin answers. */
export const SIZE_QUERY = 'size';

/** The module for a file path, or an error message naming what the file lacks. */
export function logoSizeModule(file: string, svg: string): { code: string } | { error: string } {
  const size = svgSize(svg);
  if (!size) {
    return {
      error: `${file} has no size: give its <svg> element width and height (or a viewBox)`,
    };
  }
  return { code: `export default ${JSON.stringify(size)};` };
}

/** The Vite plugin (build, dev server and vitest). */
export function logoSizePlugin(): Plugin {
  return {
    name: 'freshpass-logo-size',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?', 2);
      if (query !== SIZE_QUERY || !file?.endsWith('.svg')) return null;
      this.addWatchFile(file);
      const result = logoSizeModule(file, readFileSync(file, 'utf8'));
      if ('error' in result) this.error(result.error);
      return result.code;
    },
  };
}
