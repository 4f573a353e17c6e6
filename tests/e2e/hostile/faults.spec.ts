/**
 * Failing services: each call the account area makes on the way to a screen gets a 500, a
 * dropped connection, a malformed body and a 10-second delay from `/__sandbox/faults`. The page
 * is never blank: it shows the catalogue's words, follows the spec's rule for that call, or a
 * loading state during which the app still responds and navigates.
 */
import type { Page } from '@playwright/test';
import { signIn } from '../fixtures';
import { expect, repoJson, test, type SandboxControls } from './sandbox';

const catalogue = repoJson<{
  fallback: string;
  codes: Record<string, { message: string }>;
  messages: { genericSiteError: string };
}>('content/error-catalogue.json');
const MANAGE = '/freshpass/manage';
const GOVASSIST = '/freshpass/manage/govassist';
const FAILURES = [
  { label: 'a 500', fault: { status: 500, code: '0007' } },
  { label: 'a dropped connection', fault: { kind: 'network' as const } },
  { label: 'a malformed body', fault: { kind: 'malformed' as const } },
];

/** Signs in with the fault armed only for the app's calls (the sign-in page is not a service). */
async function openWithFault(page: Page, sandbox: SandboxControls, path: string, fault: object) {
  await sandbox.fault({ path, ...fault });
  await signIn(page, 'active-monthly', MANAGE);
}

async function navigateInApp(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The page answers script within a second: the main thread is not frozen. */
async function expectResponsive(page: Page): Promise<void> {
  const started = Date.now();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  expect(Date.now() - started).toBeLessThan(1000);
}

async function expectNotBlank(page: Page): Promise<void> {
  const text = await page.locator('#root').innerText();
  expect(text.trim().length, 'visible text on the page').toBeGreaterThan(0);
}

test.describe('user info (the session call)', () => {
  for (const { label, fault } of FAILURES) {
    test(`${label} sends the shopper to sign-in with a way back`, async ({ page, sandbox }) => {
      await sandbox.fault({ path: '/unified/userinfo', ...fault });
      await page.goto(MANAGE);
      await page.waitForURL('**/account/sign-in.html?**');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(MANAGE);
    });
  }

  test('a 10 s delay shows the loading state and the page stays responsive', async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'active-monthly', '/freshpass/manage/freshpass-faq');
    await sandbox.fault({ path: '/unified/userinfo', delayMs: 10_000, times: 1 });
    await page.goto(MANAGE);
    await expect(page.locator('.fp-screen-loading')).toBeVisible();
    await expectNotBlank(page);
    await expectResponsive(page);
    await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
  });
});

// Calls the shell makes for the left navigation: spec §4/§7 say a failure only loses badges or
// the navigation; the screen itself must render.
for (const call of [
  { name: 'profile', path: '/api/customers/' },
  { name: 'left navigation', path: '/content/safeway/left-nav' },
]) {
  test.describe(`${call.name} call`, () => {
    for (const { label, fault } of FAILURES) {
      test(`${label} leaves the screen whole`, async ({ page, sandbox }) => {
        await openWithFault(page, sandbox, call.path, fault);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Manage FreshPass' }),
        ).toBeVisible();
        await expect(page.getByText('Add', { exact: true })).toHaveCount(0);
        await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
      });
    }

    test('a 10 s delay does not hold up the screen', async ({ page, sandbox }) => {
      await openWithFault(page, sandbox, call.path, { delayMs: 10_000, times: 1 });
      await expect(page.getByRole('heading', { level: 1, name: 'Manage FreshPass' })).toBeVisible();
      await expectResponsive(page);
    });
  });
}

// The manage screen's own data: its failure is the screen's error, in the catalogue's words.
test.describe('subscription call', () => {
  const words = [catalogue.codes['0007'].message, catalogue.fallback, catalogue.fallback];
  FAILURES.forEach(({ label, fault }, i) => {
    test(`${label} shows "${words[i].slice(0, 30)}…" and navigation works`, async ({
      page,
      sandbox,
    }) => {
      await openWithFault(page, sandbox, '/api/subscription/user/get/', fault);
      await expect(page.getByRole('alert')).toHaveText(words[i]);
      await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
    });
  });

  test('a 10 s delay shows the loading state and the app still navigates', async ({
    page,
    sandbox,
  }) => {
    await openWithFault(page, sandbox, '/api/subscription/user/get/', {
      delayMs: 10_000,
      times: 1,
    });
    await expect(page.locator('.fp-screen-loading')).toBeVisible();
    await expectNotBlank(page);
    await expectResponsive(page);
    await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
  });
});

test.describe('screen content call', () => {
  for (const { label, fault } of FAILURES) {
    test(`${label} shows the generic error and navigation works`, async ({ page, sandbox }) => {
      await openWithFault(page, sandbox, '/content/safeway/screens/manage', fault);
      await expect(page.getByRole('alert')).toHaveText(catalogue.messages.genericSiteError);
      await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
    });
  }

  test('a 10 s delay shows the loading state and the app still navigates', async ({
    page,
    sandbox,
  }) => {
    await openWithFault(page, sandbox, '/content/safeway/screens/manage', {
      delayMs: 10_000,
      times: 1,
    });
    await expect(page.locator('.fp-screen-loading')).toBeVisible();
    await expectNotBlank(page);
    await expectResponsive(page);
    await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
  });
});
