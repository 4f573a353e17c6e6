/**
 * WCAG AA contrast of a banner's theme: every text colour on the background the stylesheets put
 * it on. A colour the banner leaves out is the stylesheet's default (`:root` in base.css), as in
 * the browser, so a dark surface is caught against the default error colour too.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AA_NORMAL_TEXT, contrastRatio, nearestPassingColour } from '../../src/lib/contrast';
import { isJsonObject } from '../../src/lib/deep-merge';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

/** The stylesheet whose `:root` holds the theme's default colours. */
export const BASE_CSS = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/render/styles/base.css',
);

/**
 * Text colour → background colour pairs that must reach WCAG AA, one per pair the CSS in src/
 * builds from `--fp-*` variables (theme-pairs.test.ts reads the stylesheets and fails on a pair
 * missing here). Contrast is symmetric, so `surface` text on `onSurface` (tooltips, the snackbar)
 * is the `onSurface`/`surface` pair.
 */
export const THEME_PAIRS: readonly [string, string][] = [
  ['onPrimary', 'primary'], // primary buttons, skip link, nav badges
  ['onSecondary', 'secondary'], // plan and offer badges
  ['onSurface', 'surface'], // body text, inputs, tooltips and the snackbar (inverted)
  ['onMuted', 'muted'], // notices, the active nav item
  ['onMuted', 'surface'], // tile rules, summary notes, field help, the counter, unknown blocks
  ['primary', 'surface'], // secondary buttons, the nav dropdown toggle
  ['error', 'surface'], // field and form errors, a broken block's message
  ['link', 'surface'],
  ['link', 'muted'],
  ['focus', 'surface'],
];

/** `--fp-on-primary` → `onPrimary`: a CSS custom property's theme key (see themeVars). */
export function themeKeyOf(cssVariable: string): string {
  return cssVariable.replace(/^--fp-/, '').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** The hex colours of the `:root` custom properties of a stylesheet, by theme key. */
export function cssThemeDefaults(css: string): Record<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const defaults: Record<string, string> = {};
  for (const m of root.matchAll(/(--fp-[a-z-]+)\s*:\s*(#[0-9a-f]{3,8})\s*;/gi)) {
    defaults[themeKeyOf(m[1])] = m[2];
  }
  return defaults;
}

let baseDefaults: Record<string, string> | undefined;

/** The default colours of base.css, read once. */
function defaultsOfBaseCss(): Record<string, string> {
  baseDefaults ??= cssThemeDefaults(readFileSync(BASE_CSS, 'utf8'));
  return baseDefaults;
}

/** Contrast problems of one banner file; a pair using a default names it in the message. */
export function checkContrast(
  file: SourceFile,
  pairs: readonly [string, string][] = THEME_PAIRS,
  defaults: Record<string, string> = defaultsOfBaseCss(),
): Problem[] {
  const banner = file.parsed.value;
  if (!isJsonObject(banner) || !isJsonObject(banner.theme)) return [];
  const theme = banner.theme;
  const colour = (key: string) => {
    const own = theme[key];
    return typeof own === 'string'
      ? { value: own, own: true }
      : { value: defaults[key], own: false };
  };
  const problems: Problem[] = [];
  for (const [fg, bg] of pairs) {
    const a = colour(fg);
    const b = colour(bg);
    if (a.value === undefined || b.value === undefined) continue;
    const ratio = contrastRatio(a.value, b.value);
    if (ratio === undefined || ratio >= AA_NORMAL_TEXT) continue;
    const name = (key: string, c: { value: string; own: boolean }) =>
      `${key} ${c.value}${c.own ? '' : ' (the default of base.css)'}`;
    // Point at the banner's own colour: the text colour when it sets it, else the background.
    const at = a.own ? `/theme/${fg}` : b.own ? `/theme/${bg}` : '/theme';
    // The fix: the nearest text colour that passes on this background (a banner chooses its
    // backgrounds; a text colour it leaves to base.css is one it can set in its theme).
    const near = nearestPassingColour(a.value, b.value);
    const fix = near
      ? `; the nearest ${fg} that passes is ${near}${a.own ? '' : ` (set "${fg}" in the theme)`}`
      : '';
    problems.push(
      problemAt(
        file,
        at,
        `${name(fg, a)} on ${name(bg, b)} has contrast ${ratio.toFixed(2)}:1, below WCAG AA ${AA_NORMAL_TEXT}:1${fix}`,
        'contrast',
        near && at === `/theme/${fg}` ? { suggestion: near } : {},
      ),
    );
  }
  return problems;
}
