/**
 * Issue 28 barrier 2 (WCAG 2.2.1): the session (120 minutes) is not allowed to end unannounced.
 * Two minutes before, an alert dialog takes focus and offers to stay signed in; going through
 * sign-in brings the shopper back to the same page with what they had typed. The browser's clock
 * is moved forward; the sandbox's session cookie keeps real time.
 */
import { FLOW_BANNERS } from '../banners';
import { BASE_URL, expect, screenSettled, signIn, test } from '../fixtures';

const CANCEL = '/freshpass/manage/cancel-plan';
const FEEDBACK = 'Moving to another state in January.';

test('the session end is announced in time and typed feedback survives staying signed in', async ({
  page,
  request,
}) => {
  test.slow();
  expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
  const banner = FLOW_BANNERS[1] ?? FLOW_BANNERS[0];
  await page.clock.install();
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'active-monthly', CANCEL, banner?.origin);
  await screenSettled(page);
  const feedback = page.getByRole('textbox', { name: /Tell us more/ });
  await feedback.fill(FEEDBACK);

  const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await page.clock.fastForward('01:50:00');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('00:08:30');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog).toContainText("what you've typed on this page is kept");

  await dialog.getByRole('button', { name: 'Stay signed in' }).press('Enter');
  await expect(page).toHaveURL(/\/account\/sign-in/);
  await page.locator('a[href*="persona=active-monthly"]').first().click();
  await expect(page).toHaveURL(`${banner?.origin}${CANCEL}`);
  await expect(page.getByRole('textbox', { name: /Tell us more/ })).toHaveValue(FEEDBACK);
});
