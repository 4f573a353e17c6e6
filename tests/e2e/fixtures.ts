import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The server under test; tests/e2e/run.ts sets it. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';

/** The same server under another banner's host (`<banner>.localhost` resolves to loopback). */
export function bannerOrigin(banner: string): string {
  const url = new URL(BASE_URL);
  url.hostname = `${banner}.localhost`;
  return url.origin;
}

/** Sandbox sign-in as a persona, landing on `path` (B's /account/sign-in.html stand-in). */
export async function signIn(
  page: Page,
  persona: string,
  path: string,
  origin = '',
): Promise<void> {
  const query = new URLSearchParams({ persona, redirect: path });
  await page.goto(`${origin}/account/sign-in.html?${query.toString()}`);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}

/** Fails with the list of axe violations (rule, impact, first target) on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes[0]?.target.join(' ') ?? ''}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** True when the page is the app (not a sandbox stand-in page). */
async function isAppPage(page: Page): Promise<boolean> {
  if (!page.url().startsWith('http')) return false;
  return (await page.locator('#root').count()) > 0;
}

/**
 * The shared fixture: every test fails on an uncaught page error or a Content Security Policy
 * violation, and axe-core runs on the app page the test ends on.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const pageProblems: string[] = [];
    page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) {
        pageProblems.push(`CSP: ${message.text()}`);
      }
    });
    await provide(page);
    expect(pageProblems, 'uncaught page errors or CSP violations').toEqual([]);
    if (await isAppPage(page)) await expectNoAxeViolations(page);
  },
});

/** Resets the sandbox (clock, faults, content overrides, subscriptions) before a test file. */
export function resetSandboxBeforeFile(): void {
  test.beforeAll(async ({ request }) => {
    const response = await request.post(`${BASE_URL}/__sandbox/reset`);
    expect(response.ok()).toBe(true);
  });
}

export { expect };
