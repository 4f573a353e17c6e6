/**
 * Issue 12, defect 8 (first half): on the full-width pages (FAQ, confirmation, partner discount,
 * government assistance) the page's h1 starts where the content under it starts, at 375px and
 * 1280px, on two banners. Manage (beside the navigation) and subscribe (landing mode) too, so no
 * layout is left out.
 */
import { TWO_BANNER_IDS } from './banners';
import type { Page } from '@playwright/test';
import {
  bannerOrigin,
  expect,
  resetSandboxBeforeFile,
  screenSettled,
  signIn,
  test,
} from './fixtures';
import { resetSandbox } from './lifecycle/lifecycle-helpers';
import { WIDTHS } from './screenshots';

resetSandboxBeforeFile();

/**
 * Where the h1's text box starts (its content box: landing mode pads the h1 itself) and where
 * the screen's first block starts, in pixels from the left of the window.
 */
async function leftEdges(page: Page): Promise<{ heading: number; firstBlock: number }> {
  await screenSettled(page);
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    const block = document.querySelector('main .fp-screen > *');
    if (!h1 || !block) throw new Error('no h1 or no block on the page');
    const style = getComputedStyle(h1);
    return {
      heading:
        h1.getBoundingClientRect().left +
        Number.parseFloat(style.paddingLeft) +
        Number.parseFloat(style.borderLeftWidth),
      firstBlock: block.getBoundingClientRect().left,
    };
  });
}

async function expectAligned(page: Page, what: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(async () => {
        const { heading, firstBlock } = await leftEdges(page);
        return Math.round(heading - firstBlock);
      }, `${what} at ${width}px: the h1 and the first block start at the same left edge`)
      .toBe(0);
  }
}

for (const banner of TWO_BANNER_IDS) {
  const origin = bannerOrigin(banner);

  test(`${banner}: the open full-width pages line their heading up with their content`, async ({
    page,
  }) => {
    for (const path of [
      '/freshpass/manage/freshpass-faq',
      '/freshpass/manage/govassist',
      '/freshpass/manage/discount?discountCode=EXPEDIA25&segment=travel',
      '/freshpass/manage/subscribe',
    ]) {
      await page.goto(`${origin}${path}`);
      await expectAligned(page, path);
    }
  });

  test(`${banner}: manage and the confirmation line their heading up with their content`, async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await signIn(page, 'pending-cancellation', '/freshpass/manage', origin);
    await expectAligned(page, 'manage');
    await page.getByRole('button', { name: 'Reinstate FreshPass' }).click();
    await page.getByRole('button', { name: 'Yes, reinstate my plan' }).click();
    await expect(page).toHaveURL(/\/freshpass\/manage\/confirmation/);
    await expectAligned(page, 'the confirmation');
  });
}
