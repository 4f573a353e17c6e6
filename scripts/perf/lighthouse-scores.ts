/**
 * Turns one Lighthouse result into a bench row: the three category scores and LCP, CLS and TBT
 * against the targets, and, on a miss, the causes Lighthouse itself names (the LCP
 * element, the script with the most main-thread time, the host's CPU benchmark, the failed
 * accessibility or best-practices audits, the element that shifted most). Pure, so the targets
 * are tested without a browser.
 */
import type { BenchRow } from '../bench';
import { failedAudits, shiftedElement } from './lighthouse-causes';

/** The part of a Lighthouse result (LHR) the bench reads. */
export interface LhrLike {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    { score?: number | null; numericValue?: number; details?: unknown } | undefined
  >;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code?: string; message?: string };
}

/** Targets of issue 7: scores in 0–100, times in milliseconds. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 100,
} as const;

/** The printed target column. */
export const TARGET_TEXT = 'perf ≥ 95, a11y 100, bp 100, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms';

const score = (lhr: LhrLike, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : NaN;
};
const metric = (lhr: LhrLike, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** The LCP element's label, from the `largest-contentful-paint-element` audit's details. */
export function lcpElement(lhr: LhrLike): string | undefined {
  const found = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}).match(
    /"nodeLabel":"([^"]{0,60})/,
  );
  return found?.[1];
}

/** The script with the most main-thread time (`bootup-time`), e.g. "react-vendor-x.js 1.2 s". */
export function heaviestScript(lhr: LhrLike): string | undefined {
  const details = lhr.audits['bootup-time']?.details as
    { items?: { url?: string; total?: number }[] } | undefined;
  const top = (details?.items ?? []).filter((i) => i.url?.includes('/assets/'))[0];
  if (!top?.url || top.total === undefined) return undefined;
  return `${top.url.split('/').pop() ?? top.url} ${(top.total / 1000).toFixed(1)} s of main thread`;
}

/** One bench row for one URL; `met` is false with the misses and their causes in `note`. */
export function lighthouseRow(name: string, lhr: LhrLike): BenchRow {
  if (lhr.runtimeError?.code) {
    return {
      name,
      value: 'not measured',
      target: TARGET_TEXT,
      met: false,
      note: `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`.trim(),
    };
  }
  const perf = score(lhr, 'performance');
  const a11y = score(lhr, 'accessibility');
  const bp = score(lhr, 'best-practices');
  const lcp = metric(lhr, 'largest-contentful-paint');
  const cls = metric(lhr, 'cumulative-layout-shift');
  const tbt = metric(lhr, 'total-blocking-time');
  const misses = [
    !(perf >= TARGETS.performance) && `perf ${perf}`,
    !(a11y >= TARGETS.accessibility) && `a11y ${a11y}`,
    !(bp >= TARGETS.bestPractices) && `bp ${bp}`,
    !(lcp <= TARGETS.lcpMs) && `LCP ${(lcp / 1000).toFixed(1)} s`,
    !(cls <= TARGETS.cls) && `CLS ${cls.toFixed(3)}`,
    !(tbt <= TARGETS.tbtMs) && `TBT ${Math.round(tbt)} ms`,
  ].filter((m): m is string => typeof m === 'string');
  const causes = [
    lcpElement(lhr) &&
      `LCP element "${lcpElement(lhr)}" at FCP ${(metric(lhr, 'first-contentful-paint') / 1000).toFixed(1)} s`,
    heaviestScript(lhr),
    !(a11y >= TARGETS.accessibility) &&
      `accessibility: ${failedAudits(lhr, 'accessibility').join(', ') || 'no audit named'}`,
    !(bp >= TARGETS.bestPractices) &&
      `best practices: ${failedAudits(lhr, 'best-practices').join(', ') || 'no audit named'}`,
    !(cls <= TARGETS.cls) && shiftedElement(lhr) && `shifted most: ${shiftedElement(lhr)}`,
    lhr.environment?.benchmarkIndex !== undefined &&
      `host CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)} under 4× mobile throttling`,
  ].filter((c): c is string => typeof c === 'string');
  return {
    name,
    value: `perf ${perf} · a11y ${a11y} · bp ${bp} · LCP ${(lcp / 1000).toFixed(2)} s · CLS ${cls.toFixed(3)} · TBT ${Math.round(tbt)} ms`,
    target: TARGET_TEXT,
    met: misses.length === 0,
    note: misses.length ? `missed ${misses.join(', ')}; ${causes.join('; ')}` : undefined,
  };
}
