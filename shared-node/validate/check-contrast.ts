/**
 * WCAG AA contrast of a banner's theme, located in its file. The check itself is
 * `contrastChecks` of src/content/banner-checks.ts, shared with the editor preview's side-by-side
 * view; here the stylesheet's default colours are read from base.css on disk.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contrastChecks,
  cssThemeDefaults,
  THEME_PAIRS,
  themeKeyOf,
} from '../../src/content/banner-checks';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

export { cssThemeDefaults, THEME_PAIRS, themeKeyOf };

/** The stylesheet whose `:root` holds the theme's default colours. */
export const BASE_CSS = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/render/styles/base.css',
);

let baseDefaults: Record<string, string> | undefined;

/** The default colours of base.css, read once. */
export function defaultsOfBaseCss(): Record<string, string> {
  baseDefaults ??= cssThemeDefaults(readFileSync(BASE_CSS, 'utf8'));
  return baseDefaults;
}

/** Contrast problems of one banner file; a pair using a default names it in the message. */
export function checkContrast(
  file: SourceFile,
  pairs: readonly [string, string][] = THEME_PAIRS,
  defaults: Record<string, string> = defaultsOfBaseCss(),
): Problem[] {
  return contrastChecks(file.parsed.value, defaults, pairs).map(
    ({ pointer, message, rule, suggestion }) =>
      problemAt(file, pointer, message, rule, suggestion === undefined ? {} : { suggestion }),
  );
}
