/**
 * Issue 28 barrier 2 (WCAG 2.2.1): the session (120 minutes) is not allowed to end unannounced.
 * Two minutes before, an alert dialog takes focus and offers to stay signed in; going through
 * sign-in brings the shopper back to the same page with what they had typed. The browser's clock
 * is moved forward; the sandbox's session cookie keeps real time.
 *
 * The warning is a timer on the session's end: when it fires does not depend on the window. What
 * does is whether the shopper can read and answer it, so once it is open the test walks 320, 375
 * and 1280 px with it (starting at another width on each banner) before staying signed in.
 */
import { FLOW_BANNERS } from '../banners';
import { expect, screenSettled, signIn, test } from '../fixtures';
import { setWidth, widthsFrom } from './a11y-helpers';

const CANCEL = '/freshpass/manage/cancel-plan';
const FEEDBACK = 'Moving to another state in January.';

FLOW_BANNERS.forEach((banner, i) => {
  const widths = widthsFrom(i);
  test(`on ${banner.id} at 320, 375 and 1280 px the session end is announced in time and typed feedback survives`, async ({
    page,
  }) => {
    await page.clock.install();
    await setWidth(page, widths[0] ?? 375);
    await signIn(page, 'active-monthly', CANCEL, banner.origin);
    await screenSettled(page);
    await page.getByRole('textbox', { name: /Tell us more/ }).fill(FEEDBACK);

    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await page.clock.fastForward('01:50:00');
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('00:08:30');
    await expect(dialog).toBeFocused();
    await expect(dialog).toContainText("what you've typed on this page is kept");

    // At each width the whole warning is in the window and focus stays on it.
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    for (const width of widths) {
      await setWidth(page, width);
      await expect(dialog).toBeInViewport({ ratio: 1 });
      await expect(stay).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Not now' })).toBeInViewport({ ratio: 1 });
      await expect(dialog).toBeFocused();
    }

    await stay.press('Enter');
    await expect(page).toHaveURL(/\/account\/sign-in/);
    await page.locator('a[href*="persona=active-monthly"]').first().click();
    await expect(page).toHaveURL(`${banner.origin}${CANCEL}`);
    await expect(page.getByRole('textbox', { name: /Tell us more/ })).toHaveValue(FEEDBACK);
  });
});
