/** Counts from Playwright's JSON reporter, for the last line of `npm run test:e2e`. */
export interface E2eCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Reads `stats` of the JSON report: `expected` passed, `unexpected` failed, `flaky` counts as
 * passed (it passed on a retry), `skipped` skipped. A report without stats counts as one failure.
 */
export function countResults(report: unknown): E2eCounts {
  const stats =
    typeof report === 'object' && report !== null && 'stats' in report
      ? (report.stats as Record<string, unknown>)
      : undefined;
  if (!stats) return { passed: 0, failed: 1, skipped: 0 };
  const n = (key: string) => (typeof stats[key] === 'number' ? (stats[key] as number) : 0);
  return { passed: n('expected') + n('flaky'), failed: n('unexpected'), skipped: n('skipped') };
}

/** `N passed, N failed` plus `, N skipped` when any were skipped. */
export function summaryLine(counts: E2eCounts): string {
  const line = `${counts.passed} passed, ${counts.failed} failed`;
  return counts.skipped > 0 ? `${line}, ${counts.skipped} skipped` : line;
}
