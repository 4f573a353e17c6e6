import { expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { advanceClock, fact, resetSandbox, screenshotBothWidths } from './lifecycle-helpers';

resetSandboxBeforeFile();
// The clock is shared state of this file's tenant: one test at a time, each from a reset.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => resetSandbox(request));

test('a trial advanced past its end is charged and shows as an active paid plan', async ({
  page,
  request,
}) => {
  await signIn(page, 'trial', '/freshpass/manage');
  await expect(fact(page, 'Days left in your free trial')).toHaveText('20');
  await advanceClock(request, 21);
  await page.reload();
  await expect(page.getByText(/Your FreshPass plan is active\./)).toBeVisible();
  await expect(page.getByText(/free trial\. /)).toHaveCount(0);
  await expect(fact(page, 'Days left in your free trial')).toHaveCount(0);
  await expect(fact(page, 'Plan')).toHaveText('Monthly plan');
  await screenshotBothWidths(page, 'clock-trial-ended');
});

test('a trial on its end day is processing and still counts as trial', async ({
  page,
  request,
}) => {
  await signIn(page, 'trial', '/freshpass/manage');
  await advanceClock(request, 20);
  await page.reload();
  await expect(page.getByText(/You're on a FreshPass free trial/)).toBeVisible();
  await expect(fact(page, 'Days left in your free trial')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Cancel plan' })).toHaveCount(0);
});

test('a plan pending cancellation advanced past its end date shows as cancelled', async ({
  page,
  request,
}) => {
  await signIn(page, 'pending-cancellation', '/freshpass/manage');
  await expect(page.getByText(/keep your benefits until/)).toBeVisible();
  await advanceClock(request, 13);
  await page.reload();
  await expect(page.getByText(/plan is cancelled\. Reinstate/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reinstate FreshPass' })).toBeVisible();
  await screenshotBothWidths(page, 'clock-cancelled-ended');
});
