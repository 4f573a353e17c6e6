/**
 * Issue 28 barrier 9: on an account page the page's h1 is the first heading a screen reader meets
 * (the navigation's group headings come after it), while the navigation still sits beside the
 * content at 1280 px and above it at 375 px.
 */
import { FLOW_BANNERS } from '../banners';
import { expect, screenSettled, signIn, test } from '../fixtures';

for (const width of [375, 1280] as const) {
  for (const banner of FLOW_BANNERS.slice(0, 3)) {
    test(`the h1 comes before the navigation's headings on ${banner.id} at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'active-monthly', '/freshpass/manage', banner.origin);
      await screenSettled(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Headings in document (reading) order, as a screen reader's heading list shows them.
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6, [role="heading"]')
        .evaluateAll((els) =>
          els.map((el) => el.getAttribute('aria-level') ?? el.tagName.slice(1)),
        );
      expect(levels[0]).toBe('1');

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
