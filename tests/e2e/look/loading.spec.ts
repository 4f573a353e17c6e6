/**
 * Issue 22 §3, "Loading": with the subscription call held, manage, change and cancel draw each block
 * they will show as a skeleton of that block's own size (not one grey bar), the region is
 * `aria-busy` until it fills, and once the call is let go the blocks take the skeletons' places
 * without changing height. Two banners, at 375 and 1280 px (a page load a width: the skeleton
 * shows only until the call answers).
 */
import type { Page } from '@playwright/test';
import { bannerOrigin, signIn } from '../fixtures';
import { expect, test } from '../hostile/sandbox';
import { WIDTHS } from '../screenshots';

const SUBSCRIPTION = '/api/subscription/user/get/';
const BANNERS = ['vons', 'safeway'] as const;
/** Each screen, and the control that shows once it is filled. */
const SCREENS = [
  { path: '/freshpass/manage', role: 'link', filled: 'Change plan' },
  { path: '/freshpass/manage/change', role: 'button', filled: 'Confirm plan change' },
  { path: '/freshpass/manage/cancel-plan', role: 'button', filled: 'Cancel my plan' },
] as const;

/** Each block of the page's main column in order: its layout id and height (px). */
async function blockSizes(page: Page, within: string): Promise<[string, number][]> {
  return page
    .locator(`${within} [data-block]`)
    .evaluateAll((blocks) =>
      blocks.map((b): [string, number] => [
        b.getAttribute('data-block') ?? '',
        Math.round(b.getBoundingClientRect().height),
      ]),
    );
}

for (const banner of BANNERS) {
  test(`${banner}: a slow subscription draws each block as a skeleton of its size, then fills it`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'active-monthly', '/freshpass/manage/freshpass-faq', bannerOrigin(banner));
    for (const { path, role, filled } of SCREENS) {
      for (const width of WIDTHS) {
        await test.step(`${path} at ${width}px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await sandbox.fault({ path: SUBSCRIPTION, hold: true, times: 1 });
          await page.goto(`${bannerOrigin(banner)}${path}`);
          const loading = page.locator('main .fp-screen-loading');
          await expect(loading).toHaveAttribute('aria-busy', 'true');
          const skeletons = loading.locator('[data-block].fp-skeleton');
          await expect(skeletons.first()).toBeVisible();
          const waiting = await blockSizes(page, 'main .fp-screen-loading');
          // One skeleton a block, not one bar for the page.
          expect(waiting.length).toBeGreaterThanOrEqual(3);
          await expect(skeletons).toHaveCount(waiting.length);
          // Screen readers hear one busy status, not the skeleton's hidden stand-in text.
          await expect(page.getByRole(role, { name: filled })).toHaveCount(0);

          expect(await sandbox.release(SUBSCRIPTION), 'held while checked').toBe(1);
          await expect(page.getByRole(role, { name: filled })).toBeVisible();
          await expect(page.locator('main [aria-busy="true"], main .fp-skeleton')).toHaveCount(0);
          const shown = await blockSizes(page, 'main .fp-screen');
          expect(shown.map(([id]) => id)).toEqual(waiting.map(([id]) => id));
          for (const [i, [id, height]] of shown.entries()) {
            expect(
              Math.abs(height - waiting[i]![1]),
              `${id}: skeleton ${waiting[i]![1]}px, block ${height}px`,
            ).toBeLessThanOrEqual(4);
          }
        });
      }
    }
  });
}
