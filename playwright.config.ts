import { defineConfig } from '@playwright/test';
import { choiceFrom } from './shared-node/env-choice';
import { findBrowserSync, launchOptions, NO_BROWSER_MESSAGE } from './shared-node/find-browser';

/**
 * Browser tests in the Chromium shared-node/find-browser.ts finds (CHROME_PATH, the system's, then
 * the npm package's; tests/e2e/run.ts unpacks that one first) against `npm start` (tests/e2e/run.ts starts the server and
 * sets E2E_BASE_URL). Two workers at most: the machine has two cores shared with the server.
 */
const browser = findBrowserSync();
if (!browser) throw new Error(NO_BROWSER_MESSAGE);
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
/**
 * Playwright's trace of each test: off unless E2E_TRACE asks (`retain-on-failure` keeps it for a
 * failed test, `on` for all). Recording it for every test, to keep only a failure's, was 42% of
 * the CPU of the spec it was measured on (docs/decisions/browser-trace-off.md).
 */
const trace = choiceFrom('E2E_TRACE', 'off', ['off', 'on', 'retain-on-failure']);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: 'test-results',
  // The assertion count (tests/e2e/expect-count-reporter.ts) shows that a faster suite kept every check.
  reporter: [
    ['list'],
    ['./tests/e2e/expect-count-reporter.ts'],
    ...(process.env.E2E_REPORT_FILE
      ? [['json', { outputFile: process.env.E2E_REPORT_FILE }] as const]
      : []),
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1200, height: 900 },
    trace,
    // Playwright gives every launch its own temporary user-data folder and removes it after.
    launchOptions: launchOptions(browser),
  },
});
