/**
 * Issue 28 barriers 8 and 9 on the navigation, on each flow banner at 320, 375 and 1280 px in one
 * page each: the page's h1 is the first heading a screen reader meets (the navigation's group
 * headings come after it, with no level skipped), the navigation keeps its icons in forced colours,
 * and content cannot make it a live region; the layout is kept (the navigation beside the content
 * at 1280 px, above it as a dropdown below 992 px, which is opened so its headings and icons show).
 */
import type { Page } from '@playwright/test';
import { FLOW_BANNERS } from '../banners';
import { expect, headingLevels, headingSkips, screenSettled, signIn, test } from '../fixtures';
import { A11Y_WIDTHS, setWidth, widthsFrom } from './a11y-helpers';

/** The narrowest desktop width (content/constants.json `mobileMaxWidthPx`). */
const DESKTOP_FROM = 992;

/** The visible headings: the first is the h1 and none skips a level. */
async function expectH1FirstNoSkips(page: Page): Promise<void> {
  const headings = await headingLevels(page);
  expect(headings[0]?.level, 'the first heading is the h1').toBe(1);
  expect(headingSkips(headings)).toEqual([]);
}

test('a page whose content has only its h1 still steps down one level into the navigation', async ({
  page,
}) => {
  // The secondary household member's update-payments holds the h1 and a prompt, no h2.
  await signIn(page, 'secondary-household', '/freshpass/manage/update-payments');
  await screenSettled(page);
  for (const width of A11Y_WIDTHS) {
    await setWidth(page, width);
    const toggle = page.getByRole('button', { name: 'Manage FreshPass', expanded: false });
    if (width < DESKTOP_FROM) await toggle.press('Enter');
    await expect(
      page.getByRole('navigation').getByRole('heading', { level: 3 }).first(),
    ).toBeVisible();
    await expectH1FirstNoSkips(page);
    if (width < DESKTOP_FROM) await page.keyboard.press('Escape');
  }
});

FLOW_BANNERS.forEach((banner, i) => {
  // The page loads at another width on each banner, where the skip link is tried.
  const widths = widthsFrom(i);
  test(`on ${banner.id} at 320, 375 and 1280 px the h1 comes first and the navigation keeps its icons`, async ({
    page,
  }) => {
    await setWidth(page, widths[0] ?? 320);
    await signIn(page, 'active-monthly', '/freshpass/manage', banner.origin);
    await screenSettled(page);
    // The skip link, the first stop from the top of the page, lands on the main content.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const nav = page.getByRole('navigation').first();
    for (const width of widths) {
      await setWidth(page, width);
      const phone = width < DESKTOP_FROM;
      // The navigation switches layout a moment after the resize (its throttle).
      await expect(page.locator('.fp-nav-dropdown')).toHaveCount(phone ? 1 : 0);
      const main = await page.locator('main').boundingBox();
      const navBox = await page.locator('.fp-page__nav').boundingBox();
      if (!navBox || !main) throw new Error('layout boxes missing');
      if (phone) {
        expect(navBox.y + navBox.height).toBeLessThanOrEqual(main.y);
        await page
          .getByRole('button', { name: 'Manage FreshPass', expanded: false })
          .press('Enter');
      } else {
        expect(navBox.x + navBox.width).toBeLessThanOrEqual(main.x);
        expect(Math.abs(navBox.y - main.y)).toBeLessThan(4);
      }

      // The navigation's h3 group headings came before the page's h1 (barrier 9).
      await expect(nav.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectH1FirstNoSkips(page);
      // Its "Orders" heading carried aria-live from the content payload (barrier 9).
      await expect(nav.locator('[aria-live]')).toHaveCount(0);

      // Forced colours: each icon is painted in a colour other than the page's (barrier 8).
      await page.emulateMedia({ forcedColors: 'active' });
      const painted = await nav.locator('.fp-left-nav__icon').evaluateAll((icons) => {
        const pageColour = getComputedStyle(document.body).backgroundColor;
        return icons.map((icon) => {
          const own = getComputedStyle(icon).backgroundColor;
          return (
            icon.getClientRects().length > 0 && own !== pageColour && own !== 'rgba(0, 0, 0, 0)'
          );
        });
      });
      await page.emulateMedia({ forcedColors: 'none' });
      expect(painted.length, 'navigation icons').toBeGreaterThan(0);
      expect(painted.every(Boolean), 'each icon shown and painted').toBe(true);
      if (phone) await page.keyboard.press('Escape');
    }
  });
});
