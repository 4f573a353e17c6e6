/**
 * Animations that never end run on the compositor alone, and stop for shoppers who ask for less
 * motion (docs/decisions/skeleton-pulses-on-the-compositor.md). A loop that animates anything but
 * `opacity` or `transform` makes the page paint again on every frame for as long as it shows: the
 * skeleton's old background sweep took about a core of a test machine while a screen loaded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../..');
/** What a compositor animates without painting. */
const COMPOSITED = new Set(['opacity', 'transform']);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The text between the brace that opens at `open` and the one that closes it. */
function braceBody(css: string, open: number): string {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) return css.slice(open + 1, i);
  }
  throw new Error(`unclosed brace at ${open}`);
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Each `@keyframes` of the sheet, with the properties its frames set. */
function keyframesOf(css: string): Map<string, Set<string>> {
  const frames = new Map<string, Set<string>>();
  const source = withoutComments(css);
  for (const match of source.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    const body = braceBody(source, (match.index ?? 0) + match[0].length - 1);
    const properties = new Set([...body.matchAll(/([\w-]+)\s*:/g)].map((m) => m[1]));
    frames.set(match[1], properties);
  }
  return frames;
}

/** The rules that start an animation that repeats for ever: selector and keyframes name. */
function endlessAnimations(css: string): { selector: string; name: string }[] {
  const source = withoutComments(css);
  const found: { selector: string; name: string }[] = [];
  for (const rule of source.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = rule[2];
    const shorthand = /(?:^|;)\s*animation\s*:\s*([^;]+)/.exec(declarations)?.[1];
    const count = /animation-iteration-count\s*:\s*([^;]+)/.exec(declarations)?.[1];
    const repeats = /\binfinite\b/.test(shorthand ?? '') || /\binfinite\b/.test(count ?? '');
    if (!repeats) continue;
    const name =
      /animation-name\s*:\s*([\w-]+)/.exec(declarations)?.[1] ??
      (shorthand ?? '')
        .split(/\s+/)
        .find((word) => /^[a-z][\w-]*$/i.test(word) && !KEYWORDS.has(word));
    found.push({ selector: rule[1].trim(), name: name ?? '' });
  }
  return found;
}

/** The words of the `animation` shorthand that are not a keyframes name. */
const KEYWORDS = new Set([
  'infinite',
  'linear',
  'ease',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'step-start',
  'step-end',
  'normal',
  'reverse',
  'alternate',
  'alternate-reverse',
  'none',
  'forwards',
  'backwards',
  'both',
  'running',
  'paused',
]);

/** The selectors whose animation a `prefers-reduced-motion: reduce` block turns off. */
function stillForReducedMotion(css: string): Set<string> {
  const source = withoutComments(css);
  const still = new Set<string>();
  for (const match of source.matchAll(
    /@media\s*\(\s*prefers-reduced-motion:\s*reduce\s*\)\s*\{/g,
  )) {
    const body = braceBody(source, (match.index ?? 0) + match[0].length - 1);
    for (const rule of body.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (/animation\s*:\s*none/.test(rule[2])) {
        for (const selector of rule[1].split(',')) still.add(selector.trim());
      }
    }
  }
  return still;
}

describe('endless animations', () => {
  const sheets = cssFiles(SRC).map((file) => ({
    file: relative(SRC, file),
    css: readFileSync(file, 'utf8'),
  }));
  const keyframes = new Map(sheets.flatMap(({ css }) => [...keyframesOf(css)]));
  const endless = sheets.flatMap(({ file, css }) =>
    endlessAnimations(css).map((animation) => ({ file, css, ...animation })),
  );

  it('finds the loading skeleton and the card frame spinner', () => {
    expect(endless.map((a) => a.selector)).toEqual(
      expect.arrayContaining(['.fp-skeleton', '.fp-card-frame__spinner']),
    );
  });

  it('animate only what the compositor draws without painting', () => {
    const painting = endless.flatMap(({ file, selector, name }) => {
      const properties = keyframes.get(name);
      if (!properties) return [`${file} ${selector}: no @keyframes ${name}`];
      const painted = [...properties].filter((p) => !COMPOSITED.has(p));
      return painted.length > 0 ? [`${file} ${selector} (${name}): ${painted.join(', ')}`] : [];
    });
    expect(painting).toEqual([]);
  });

  it('stop for a shopper who asks for less motion', () => {
    const moving = endless
      .filter(({ css, selector }) => !stillForReducedMotion(css).has(selector))
      .map(({ file, selector }) => `${file} ${selector}`);
    expect(moving).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('see a background sweep as painting, and an opacity pulse as not', () => {
    const sweep = '@keyframes s { from { background-position: 200% 0; } to { opacity: 1; } }';
    expect(keyframesOf(sweep).get('s')).toEqual(new Set(['background-position', 'opacity']));
    expect(endlessAnimations('.a { animation: s 1.4s ease-in-out infinite; }')).toEqual([
      { selector: '.a', name: 's' },
    ]);
    expect(endlessAnimations('.a { animation: s 1s ease 2; }')).toEqual([]);
    expect(
      stillForReducedMotion(
        '@media (prefers-reduced-motion: reduce) { .a, .b { animation: none; } }',
      ),
    ).toEqual(new Set(['.a', '.b']));
  });
});
