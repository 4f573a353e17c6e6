/**
 * Manage for the two statuses manage.spec.ts does not reach: PENDING_ACTIVATION (a plan whose
 * first charge is still being confirmed) and PROCESSING of a paid plan (renewing today). Each
 * checks what the shopper reads, the plan facts and that only the actions the state allows show,
 * then moves the sandbox clock one day and checks the state the plan settles in.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { advanceClock, fact, resetSandbox, screenshotBothWidths } from './lifecycle-helpers';

resetSandboxBeforeFile();
// The clock is shared state of this file's tenant: one test at a time, each from a reset.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => resetSandbox(request));

const MANAGE = '/freshpass/manage';

/** The sandbox's today as manage writes a long date ("March 10, 2026"). */
async function sandboxDate(request: APIRequestContext, addYears = 0): Promise<string> {
  const clock = (await (await request.get(`${BASE_URL}/__sandbox/clock`)).json()) as {
    today: string;
  };
  const date = new Date(`${clock.today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + addYears);
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Every action manage can offer, so a test can say which ones a state must not show. */
const ALL_LINKS = ['Change plan', 'Cancel plan', 'Update payment method', 'Join FreshPass'];
const ALL_BUTTONS = ['Reinstate FreshPass'];

async function expectOnlyActions(page: Page, links: string[]): Promise<void> {
  for (const name of ALL_LINKS) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(
      links.includes(name) ? 1 : 0,
    );
  }
  for (const name of ALL_BUTTONS) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
}

test('a plan whose first charge is being confirmed shows as being activated, with no actions, then active', async ({
  page,
  request,
}) => {
  await signIn(page, 'pending-activation', MANAGE);
  await expect(
    page.getByText(
      'Your FreshPass plan is being activated. Your benefits start as soon as activation is complete.',
    ),
  ).toBeVisible();
  await expect(fact(page, 'Plan')).toHaveText('Annual plan');
  await expect(fact(page, 'Fee')).toHaveText('$99.00');
  await expect(fact(page, 'Pricing')).toHaveText('$99/year');
  await expect(fact(page, 'Renews on')).toHaveText(await sandboxDate(request, 1));
  await expect(fact(page, 'Card on file ending in')).toHaveText('3220');
  // Not a trial, and not yet active: no trial rows, no "active" line.
  await expect(fact(page, 'Free trial ends')).toHaveCount(0);
  await expect(page.getByText(/plan is active/)).toHaveCount(0);
  await expectOnlyActions(page, []);
  await screenshotBothWidths(page, 'manage-pending-activation');

  // The bank confirms the charge overnight: the plan is active and offers its actions.
  await advanceClock(request, 1);
  await page.reload();
  await expect(page.getByText('Your FreshPass plan is active.')).toBeVisible();
  await expect(page.getByText(/being activated/)).toHaveCount(0);
  await expect(fact(page, 'Plan')).toHaveText('Annual plan');
  await expectOnlyActions(page, ['Change plan', 'Cancel plan', 'Update payment method']);
});

test('a paid plan renewing today shows the renewal, its facts and only update payment (vons)', async ({
  page,
  request,
}) => {
  await signIn(page, 'renewing-today', MANAGE, bannerOrigin('vons'));
  await expect(
    page.getByText(
      'Your FreshPass plan is renewing today. You can change or cancel it once the renewal is complete.',
    ),
  ).toBeVisible();
  // A paid plan, not a trial: the trial view and its rows stay away.
  await expect(page.getByText(/free trial\./)).toHaveCount(0);
  await expect(fact(page, 'Days left in your free trial')).toHaveCount(0);
  await expect(fact(page, 'Plan')).toHaveText('Monthly plan');
  await expect(fact(page, 'Fee')).toHaveText('$14.99');
  await expect(fact(page, 'Renews on')).toHaveText(await sandboxDate(request));
  await expect(fact(page, 'Card on file ending in')).toHaveText('1111');
  await expectOnlyActions(page, ['Update payment method']);
  await expect(page.getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
    'href',
    /\/freshpass\/manage\/update-payments$/,
  );
  await screenshotBothWidths(page, 'manage-renewing-today-vons');

  // The renewal charge settles the next day: active again, renewing a month later.
  await advanceClock(request, 1);
  await page.reload();
  await expect(page.getByText('Your FreshPass plan is active.')).toBeVisible();
  await expect(page.getByText(/renewing today/)).toHaveCount(0);
  await expectOnlyActions(page, ['Change plan', 'Cancel plan', 'Update payment method']);
});
