import { describe, expect, it } from 'vitest';
import {
  heaviestScript,
  lcpElement,
  lcpTargetMs,
  lighthouseRow,
  targetText,
  type LhrLike,
} from './lighthouse-scores';

function lhr(
  overrides: { perf?: number; fcp?: number; lcp?: number; cls?: number; tbt?: number } = {},
): LhrLike {
  return {
    categories: {
      performance: { score: overrides.perf ?? 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 1500 },
      'cumulative-layout-shift': { numericValue: overrides.cls ?? 0 },
      'total-blocking-time': { numericValue: overrides.tbt ?? 40 },
      'first-contentful-paint': { numericValue: overrides.fcp ?? 1200 },
      metrics: {
        details: {
          items: [{ observedFirstContentfulPaint: 320, observedLargestContentfulPaint: 410 }],
        },
      },
      'largest-contentful-paint-element': {
        details: { items: [{ items: [{ node: { nodeLabel: 'Manage FreshPass' } }] }] },
      },
      'bootup-time': {
        details: {
          items: [
            { url: 'Unattributable', total: 900 },
            { url: 'http://localhost:1/assets/react-vendor-x.js', total: 1200 },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 780.4 },
  };
}

describe('lighthouse row', () => {
  it('meets the targets when every figure is inside them', () => {
    const row = lighthouseRow('safeway /freshpass/manage', lhr());
    expect(row.met).toBe(true);
    expect(row.value).toBe(
      'perf 99 · a11y 100 · bp 100 · FCP 1.20 s · LCP 1.50 s · CLS 0.000 · TBT 40 ms',
    );
    expect(row.note).toBeUndefined();
  });

  it('holds open pages to LCP 1.5 s and account pages to 2.0 s, both to FCP 1.2 s', () => {
    const open = { lcpMs: lcpTargetMs(false) };
    const account = { lcpMs: lcpTargetMs(true) };
    expect(lighthouseRow('a', lhr({ lcp: 1600 }), open).note).toContain('missed LCP 1.60 s');
    expect(lighthouseRow('a', lhr({ lcp: 1600 }), account).met).toBe(true);
    expect(lighthouseRow('a', lhr({ fcp: 1300, lcp: 1300 }), open).note).toContain(
      'missed FCP 1.30 s',
    );
    expect(lighthouseRow('a', lhr(), open).target).toBe(
      'perf ≥ 98, a11y 100, bp 100, FCP ≤ 1.2 s, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 100 ms',
    );
    expect(targetText(lcpTargetMs(true))).toContain('LCP ≤ 2.0 s');
    expect(lighthouseRow('a', lhr({ perf: 0.97 })).note).toContain('missed perf 97');
    expect(lighthouseRow('a', lhr(), { runs: 3 }).value).toMatch(/\(median of 3\)$/);
  });

  it('names each miss and the causes Lighthouse reports', () => {
    const row = lighthouseRow('vons /x', lhr({ perf: 0.54, lcp: 5800, cls: 0.03, tbt: 569 }));
    expect(row.met).toBe(false);
    expect(row.note).toContain('missed perf 54, LCP 5.80 s, CLS 0.030, TBT 569 ms');
    expect(row.note).toContain('LCP element "Manage FreshPass"');
    expect(row.note).toContain('react-vendor-x.js 1.2 s of main thread');
    expect(row.note).toContain('observed unthrottled FCP 0.32 s, LCP 0.41 s');
    expect(row.note).toContain('host CPU benchmark 780');
  });

  it('treats a missing score as a miss, and a runtime error as not measured', () => {
    const noScore = lhr();
    noScore.categories.accessibility = { score: null };
    expect(lighthouseRow('a', noScore).note).toContain('a11y NaN');
    const failed = { ...lhr(), runtimeError: { code: 'NO_FCP', message: 'no paint' } };
    expect(lighthouseRow('b', failed)).toMatchObject({ value: 'not measured', met: false });
  });

  it('reads the LCP element and heaviest script, or nothing', () => {
    expect(lcpElement(lhr())).toBe('Manage FreshPass');
    expect(heaviestScript({ categories: {}, audits: {} })).toBeUndefined();
  });
});
