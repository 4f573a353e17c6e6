import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssFiles, cssRules } from '../css-sheets';
import { cssThemeDefaults, THEME_PAIRS, themeKeyOf, BASE_CSS } from './check-contrast';

const SRC = join(import.meta.dirname, '../../src');

/**
 * The text colour / background pairs a stylesheet builds from `--fp-*` variables: per rule, its
 * `color` on its own `background`, or on the page's `surface` when the rule sets no background
 * (a rule's text sits on the page unless it paints its own box).
 */
function cssColourPairs(css: string): { selector: string; pair: [string, string] }[] {
  const pairs: { selector: string; pair: [string, string] }[] = [];
  for (const { selector, declarations: decls } of cssRules(css)) {
    const fg = /(?:^|[;\s])color\s*:\s*var\((--fp-[a-z-]+)/.exec(decls)?.[1];
    if (!fg) continue;
    const bg = /background(?:-color)?\s*:\s*var\((--fp-[a-z-]+)/.exec(decls)?.[1];
    pairs.push({ selector, pair: [themeKeyOf(fg), bg ? themeKeyOf(bg) : 'surface'] });
  }
  return pairs;
}

/** Pairs (either way round: contrast is symmetric) that THEME_PAIRS does not check. */
function missingPairs(
  found: { selector: string; pair: [string, string] }[],
  checked: readonly [string, string][],
): string[] {
  const key = ([a, b]: readonly [string, string]) => [a, b].sort().join(' on ');
  const known = new Set(checked.map(key));
  return found
    .filter(({ pair: [a, b] }) => a !== b && !known.has(key([a, b])))
    .map(({ selector, pair }) => `${selector}: ${pair[0]} on ${pair[1]}`);
}

describe('THEME_PAIRS', () => {
  it('covers every colour pair the stylesheets in src/ build from --fp-* variables', () => {
    const found = cssFiles(SRC).flatMap((file) => cssColourPairs(readFileSync(file, 'utf8')));
    expect(found.length).toBeGreaterThan(10);
    expect(missingPairs(found, THEME_PAIRS)).toEqual([]);
  });

  it('names a rule whose pair is missing (a planted stylesheet)', () => {
    const css = `
      /* .fp-commented { color: var(--fp-link); background: var(--fp-primary); } */
      .fp-a { color: var(--fp-on-primary); background: var(--fp-primary); }
      .fp-b,
      .fp-c { background: var(--fp-secondary); color: var(--fp-primary); }
      .fp-d { color: var(--fp-error); }
      .fp-e { color: inherit; background: var(--fp-muted); }
      .fp-f { border-color: var(--fp-link); background: var(--fp-muted); }
    `;
    expect(cssColourPairs(css).map((p) => p.pair)).toEqual([
      ['onPrimary', 'primary'],
      ['primary', 'secondary'],
      ['error', 'surface'],
    ]);
    expect(missingPairs(cssColourPairs(css), [['onPrimary', 'primary']])).toEqual([
      '.fp-b,\n      .fp-c: primary on secondary',
      '.fp-d: error on surface',
    ]);
  });

  it('reads the default theme colours from base.css', () => {
    const defaults = cssThemeDefaults(readFileSync(BASE_CSS, 'utf8'));
    expect(defaults).toMatchObject({ surface: '#ffffff', onSurface: '#1a1a1a', error: '#b00020' });
    for (const [fg, bg] of THEME_PAIRS) {
      expect(defaults, `${fg} has a default`).toHaveProperty(fg);
      expect(defaults, `${bg} has a default`).toHaveProperty(bg);
    }
  });
});
