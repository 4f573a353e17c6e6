/**
 * Animations that never end run on the compositor alone, and stop for shoppers who ask for less
 * motion (docs/decisions/skeleton-pulses-on-the-compositor.md). A loop that animates anything but
 * `opacity` or `transform` makes the page paint again on every frame for as long as it shows: the
 * skeleton's old background sweep took about a core of a test machine while a screen loaded.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, cssRules, withoutComments } from '../../../shared-node/css-sheets';

const SRC = resolve(import.meta.dirname, '../..');
/** What a compositor animates without painting. */
const COMPOSITED = new Set(['opacity', 'transform']);

/** The bodies of the at-rules `opening` finds (a pattern ending at their `{`), with its match. */
function atRuleBodies(css: string, opening: RegExp): { match: RegExpExecArray; body: string }[] {
  const source = withoutComments(css);
  return [...source.matchAll(opening)].map((match) => {
    let depth = 0;
    for (let i = match.index + match[0].length - 1; i < source.length; i += 1) {
      if (source[i] === '{') depth += 1;
      else if (source[i] === '}' && --depth === 0) {
        return { match, body: source.slice(match.index + match[0].length, i) };
      }
    }
    throw new Error(`unclosed ${match[0]}`);
  });
}

/** Each `@keyframes` of the sheet, with the properties its frames set. */
function keyframesOf(css: string): Map<string, Set<string>> {
  return new Map(
    atRuleBodies(css, /@keyframes\s+([\w-]+)\s*\{/g).map(({ match, body }) => [
      match[1],
      new Set([...body.matchAll(/([\w-]+)\s*:/g)].map((m) => m[1])),
    ]),
  );
}

/** The rules that start an animation that repeats for ever: selector and keyframes name. */
function endlessAnimations(css: string): { selector: string; name: string }[] {
  return cssRules(css).flatMap(({ selector, declarations }) => {
    const shorthand = /(?:^|;)\s*animation\s*:\s*([^;]+)/.exec(declarations)?.[1] ?? '';
    const count = /animation-iteration-count\s*:\s*([^;]+)/.exec(declarations)?.[1] ?? '';
    if (!/\binfinite\b/.test(`${shorthand} ${count}`)) return [];
    const name =
      /animation-name\s*:\s*([\w-]+)/.exec(declarations)?.[1] ??
      shorthand.split(/\s+/).find((word) => /^[a-z][\w-]*$/i.test(word) && !KEYWORDS.has(word));
    return [{ selector, name: name ?? '' }];
  });
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
  const reduced = atRuleBodies(css, /@media\s*\(\s*prefers-reduced-motion:\s*reduce\s*\)\s*\{/g);
  return new Set(
    reduced.flatMap(({ body }) =>
      cssRules(body)
        .filter(({ declarations }) => /animation(?:-name)?\s*:\s*none/.test(declarations))
        .flatMap(({ selector }) => selector.split(',').map((part) => part.trim())),
    ),
  );
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
      .filter(({ css, selector }) => {
        const still = stillForReducedMotion(css);
        return !selector.split(',').every((part) => still.has(part.trim()));
      })
      .map(({ file, selector }) => `${file} ${selector}`);
    expect(moving).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('read keyframes, endless animations and reduced-motion blocks', () => {
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
