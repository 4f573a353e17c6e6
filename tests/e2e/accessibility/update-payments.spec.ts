/**
 * Issue 28 barriers 3, 4, 8 and 9 on update payment method, on each flow banner at 320, 375 and
 * 1280 px in one page each (each sign-in costs a page load, so the checks share them):
 * - the page's h1 is the first heading a screen reader meets (the navigation's group headings come
 *   after it, none skipped), the navigation keeps its icons in forced colours and is never a live
 *   region, and its layout is kept (beside the content at 1280 px; above it below 992 px, as a
 *   dropdown that is opened so its headings and icons show);
 * - the card frame shows "Save card" under WCAG 1.4.12 text spacing;
 * - the payment snackbar joins the page empty, stays while it has focus or the pointer, lies
 *   inside the window and keeps its box in forced colours.
 * The browser's clock is the test's, so the snackbar's 5 s pass at once instead of being waited.
 */
import type { Frame, Page } from '@playwright/test';
import { FLOW_BANNERS } from '../banners';
import { expect, headingLevels, headingSkips, screenSettled, signIn, test } from '../fixtures';
import { cardFrame, enterCard } from '../acquisition/helpers';
import { resetSandbox } from '../lifecycle/lifecycle-helpers';
import {
  A11Y_WIDTHS,
  expectForcedColourEdge,
  expectInsideWindow,
  insertedLiveRegionWords,
  setWidth,
  TEXT_SPACING,
  watchLiveRegions,
  widthsFrom,
} from './a11y-helpers';

const UPDATE = '/freshpass/manage/update-payments';
const UPDATED = "You're all set! Your payment method has been updated.";

/** Longer than the snackbar's 5 s (contract §9), with room for its 0.5 s look at who holds it. */
const PAST_TIMEOUT_MS = 6000;

/** The narrowest desktop width (content/constants.json `mobileMaxWidthPx`). */
const DESKTOP_FROM = 992;

/**
 * Opens the phone's navigation dropdown below 992 px, so its headings and icons show. The
 * navigation switches layout a moment after a resize (its throttle), so that is awaited first.
 */
async function openNavigation(page: Page, width: number): Promise<void> {
  await expect(page.locator('.fp-nav-dropdown')).toHaveCount(width < DESKTOP_FROM ? 1 : 0);
  if (width < DESKTOP_FROM) {
    await page.getByRole('button', { name: 'Manage FreshPass', expanded: false }).press('Enter');
  }
  await expect(
    page.getByRole('navigation').getByRole('heading', { level: 3 }).first(),
  ).toBeVisible();
}

/** The visible headings: the first is the h1 and none skips a level. */
async function expectH1FirstNoSkips(page: Page): Promise<void> {
  const headings = await headingLevels(page);
  expect(headings[0]?.level, 'the first heading is the h1').toBe(1);
  expect(headingSkips(headings)).toEqual([]);
}

/**
 * Barriers 8 and 9 on the navigation: its h3 group headings came before the page's h1, its
 * "Orders" heading carried aria-live from the content payload, and its icons vanished in forced
 * colours. Leaves the phone's dropdown closed again.
 */
async function navigationReadsWell(page: Page, width: number): Promise<void> {
  const nav = page.getByRole('navigation').first();
  await expect(page.locator('.fp-nav-dropdown')).toHaveCount(width < DESKTOP_FROM ? 1 : 0);
  const main = await page.locator('main').boundingBox();
  const navBox = await page.locator('.fp-page__nav').boundingBox();
  if (!navBox || !main) throw new Error('layout boxes missing');
  if (width < DESKTOP_FROM) {
    expect(navBox.y + navBox.height, 'the navigation above the content').toBeLessThanOrEqual(
      main.y,
    );
  } else {
    expect(navBox.x + navBox.width, 'the navigation left of the content').toBeLessThanOrEqual(
      main.x,
    );
    expect(Math.abs(navBox.y - main.y)).toBeLessThan(4);
  }
  await openNavigation(page, width);
  await expectH1FirstNoSkips(page);
  await expect(nav.locator('[aria-live]')).toHaveCount(0);

  await page.emulateMedia({ forcedColors: 'active' });
  const painted = await nav.locator('.fp-left-nav__icon').evaluateAll((icons) => {
    const pageColour = getComputedStyle(document.body).backgroundColor;
    return icons.map((icon) => {
      const own = getComputedStyle(icon).backgroundColor;
      return icon.getClientRects().length > 0 && own !== pageColour && own !== 'rgba(0, 0, 0, 0)';
    });
  });
  await page.emulateMedia({ forcedColors: 'none' });
  expect(painted.length, 'navigation icons').toBeGreaterThan(0);
  expect(painted.every(Boolean), 'each icon shown and painted').toBe(true);
  if (width < DESKTOP_FROM) await page.keyboard.press('Escape');
}

/** Barrier 9 (WCAG 1.4.12): the frame had a fixed 240 px height, hiding "Save card" below it. */
async function frameShowsSaveCard(page: Page, frame: Frame, width: number): Promise<void> {
  const buttonBottom = () =>
    frame.evaluate(() =>
      Math.ceil(document.querySelector('button')!.getBoundingClientRect().bottom),
    );
  const frameHeight = () =>
    page.locator('iframe[title="Card details"]').evaluate((el) => el.clientHeight);
  await expect
    .poll(async () => (await frameHeight()) - (await buttonBottom()), {
      message: `at ${width}px the frame is as tall as its "Save card" button's bottom`,
    })
    .toBeGreaterThanOrEqual(0);
}

test('a page whose content has only its h1 still steps down one level into the navigation', async ({
  page,
}) => {
  // The secondary household member's update-payments holds the h1 and a prompt, no h2.
  await signIn(page, 'secondary-household', UPDATE);
  await screenSettled(page);
  for (const width of A11Y_WIDTHS) {
    await setWidth(page, width);
    await openNavigation(page, width);
    await expectH1FirstNoSkips(page);
    if (width < DESKTOP_FROM) await page.keyboard.press('Escape');
  }
});

FLOW_BANNERS.forEach((banner, i) => {
  // The page loads, and the card is saved, at another width on each banner.
  const widths = widthsFrom(i);
  test(`update payment on ${banner.id} at 320, 375 and 1280 px: headings, navigation, "Save card" under text spacing, the held snackbar`, async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await page.clock.install();
    await setWidth(page, widths[0] ?? 320);
    await signIn(page, 'suspended-payment', UPDATE, banner.origin);
    await screenSettled(page);
    // The skip link, the first stop from the top of the page, lands on the main content.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // The frame's policy refuses an added <style>; a constructed sheet applies the spacing.
    await expect(cardFrame(page).getByRole('button')).toBeVisible();
    const frame = await (await page
      .locator('iframe[title="Card details"]')
      .elementHandle())!.contentFrame();
    await frame!.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, TEXT_SPACING);
    for (const width of [...widths.slice(1), widths[0] ?? 320]) {
      await setWidth(page, width);
      await navigationReadsWell(page, width);
      await frameShowsSaveCard(page, frame!, width);
    }

    // Barrier 3: the snackbar's live region joins the page empty and is filled after.
    await watchLiveRegions(page);
    await enterCard(page, '4111 1111 1111 1111');
    const snackbar = page.locator('.fp-notice--snackbar').filter({ hasText: UPDATED });
    await expect(snackbar).toBeVisible();
    await expect(snackbar).toHaveAttribute('role', 'status');
    expect((await insertedLiveRegionWords(page)).filter((w) => w.includes(UPDATED))).toEqual([]);

    // Barrier 4: it went after 5 s even with focus on its Close button. Now focus on Close holds
    // it, and so does the pointer over it (nothing may cover it at 320 px); at each width it lies
    // inside the window and keeps its box in forced colours (barrier 8).
    const close = snackbar.getByRole('button');
    for (const width of widths) {
      await setWidth(page, width);
      await close.focus();
      await page.clock.runFor(PAST_TIMEOUT_MS);
      await expect(snackbar).toBeVisible();
      await expect(close).toBeFocused();
      await expectInsideWindow(snackbar, width);
      await expectForcedColourEdge(page, snackbar);
      await snackbar.hover();
      await page.locator('main h1').focus();
      await page.clock.runFor(PAST_TIMEOUT_MS);
      await expect(snackbar).toBeVisible();
    }
    // Once neither holds it, it goes after its 5 s.
    await page.mouse.move(0, 0);
    await page.clock.runFor(PAST_TIMEOUT_MS);
    await expect(snackbar).toBeHidden();
  });
});
