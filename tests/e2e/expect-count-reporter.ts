/**
 * A Playwright reporter that counts the assertions the browser suite runs: every `expect` a test
 * executes (Playwright reports each as a step of category "expect"), and the tests that ran. Issue
 * 26 asks that speeding the suite up keeps every assertion, so the count is taken before and after
 * a change. It prints one line at the end and, with E2E_EXPECT_COUNT_FILE, writes the per-test
 * counts as JSON so two runs can be compared test by test.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

function countExpects(steps: readonly TestStep[]): number {
  let count = 0;
  for (const step of steps) {
    if (step.category === 'expect') count += 1;
    count += countExpects(step.steps);
  }
  return count;
}

export default class ExpectCountReporter implements Reporter {
  private readonly perTest = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = test.titlePath().filter(Boolean).join(' › ');
    // A retried test keeps its last attempt's count (the suite runs without retries).
    this.perTest.set(title, countExpects(result.steps));
  }

  onEnd(): void {
    // `--list` runs no test: nothing to count.
    if (this.perTest.size === 0) return;
    const total = [...this.perTest.values()].reduce((sum, count) => sum + count, 0);
    console.log(`e2e: ${total} assertions run in ${this.perTest.size} tests`);
    const file = process.env.E2E_EXPECT_COUNT_FILE;
    if (file) {
      const sorted = Object.fromEntries([...this.perTest].sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(file, `${JSON.stringify({ total, tests: sorted }, null, 2)}\n`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
