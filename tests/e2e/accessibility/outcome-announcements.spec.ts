/**
 * Issue 28 barrier 3: an outcome notice that joins the page after a flow step ("Your plan is
 * cancelled") is said through the page's live region, which is in the page from the start, and
 * never through a live region inserted already holding its words (screen readers often skip one).
 */
import { FLOW_BANNERS } from '../banners';
import { BASE_URL, expect, screenSettled, signIn, test } from '../fixtures';
import {
  A11Y_WIDTHS,
  expectFocusOnHeading,
  insertedLiveRegionWords,
  watchLiveRegions,
} from './a11y-helpers';

const CANCELLED = /plan is cancelled/;

FLOW_BANNERS.slice(0, 3).forEach((banner, i) => {
  const width = A11Y_WIDTHS[i % A11Y_WIDTHS.length] ?? 1280;
  test(`the cancelled outcome on ${banner.id} at ${width}px is announced by the page's live region`, async ({
    page,
    request,
  }) => {
    expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'active-monthly', '/freshpass/manage/cancel-plan', banner.origin);
    await screenSettled(page);
    await watchLiveRegions(page);
    await page.getByRole('radio', { name: "I'm moving" }).check({ force: true });
    await page.getByRole('button', { name: 'Cancel my plan' }).press('Enter');
    await expectFocusOnHeading(page, 'Your cancellation is confirmed');
    await expect(page.locator('main').getByText(CANCELLED)).toBeVisible();
    // The page's one polite region (present since the page loaded) says the outcome's words...
    await expect(page.locator('[role="status"][aria-atomic="true"]').first()).toHaveText(CANCELLED);
    // ...and no live region joined the page already holding them.
    expect((await insertedLiveRegionWords(page)).filter((w) => CANCELLED.test(w))).toEqual([]);
  });
});
