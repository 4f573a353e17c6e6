import { describe, expect, it } from 'vitest';
import { countResults, summaryLine } from './report';

describe('e2e report', () => {
  it.each([
    [{ stats: { expected: 12, unexpected: 0, flaky: 0, skipped: 0 } }, '12 passed, 0 failed'],
    [
      { stats: { expected: 10, unexpected: 2, flaky: 1, skipped: 3 } },
      '11 passed, 2 failed, 3 skipped',
    ],
    [{}, '0 passed, 1 failed'],
    [null, '0 passed, 1 failed'],
  ])('%o → %s', (report, line) => {
    expect(summaryLine(countResults(report))).toBe(line);
  });
});
