import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium against `npm start` (tests/e2e/run.ts starts the server and
 * sets E2E_BASE_URL). Two workers at most: the machine has two cores shared with the server.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: 'test-results',
  reporter: process.env.E2E_REPORT_FILE
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE }]]
    : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1200, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});
