/**
 * Issue 28 barrier 9: on an account page the page's h1 is the first heading a screen reader meets
 * (the navigation's group headings come after it), while the navigation still sits beside the
 * content at 1280 px and above it at 375 px.
 */
import { FLOW_BANNERS } from '../banners';
import type { Page } from '@playwright/test';
import { expect, headingLevels, screenSettled, signIn, test } from '../fixtures';

/** Where a heading is more than one level below the heading before it, as "h1 → h3". */
function skips(levels: number[]): string[] {
  return levels.flatMap((level, i) =>
    i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
  );
}

/** The visible headings' levels in reading order. */
const levelsOf = async (page: Page) => (await headingLevels(page)).map((h) => h.level);

test('a page whose content has only its h1 still steps down one level into the navigation', async ({
  page,
}) => {
  // The secondary household member's update-payments holds the h1 and a prompt, no h2.
  await signIn(page, 'secondary-household', '/freshpass/manage/update-payments');
  await screenSettled(page);
  const levels = await levelsOf(page);
  expect(levels[0]).toBe(1);
  expect(levels).toContain(3);
  expect(skips(levels)).toEqual([]);
});

for (const width of [375, 1280] as const) {
  for (const banner of FLOW_BANNERS.slice(0, 3)) {
    test(`the h1 comes before the navigation's headings on ${banner.id} at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'active-monthly', '/freshpass/manage', banner.origin);
      await screenSettled(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const levels = await levelsOf(page);
      expect(levels[0]).toBe(1);
      expect(skips(levels)).toEqual([]);

      // The layout is kept: the navigation left of the content on desktop, above it on a phone.
      const nav = await page.locator('.fp-page__nav').boundingBox();
      const main = await page.locator('main').boundingBox();
      if (!nav || !main) throw new Error('layout boxes missing');
      if (width === 1280) {
        expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
        expect(Math.abs(nav.y - main.y)).toBeLessThan(4);
      } else {
        expect(nav.y + nav.height).toBeLessThanOrEqual(main.y);
      }

      // The skip link still lands on the main content.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
  }
}
