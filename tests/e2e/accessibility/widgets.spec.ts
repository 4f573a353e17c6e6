/**
 * Issue 28 barriers 4, 5, 8 and 9: the payment snackbar stays while it has focus or the pointer,
 * the savings tooltip fits the window and closes with Escape however it opened, boxes and icons
 * keep their shape in forced colours, and content cannot make the navigation a live region.
 */
import { FLOW_BANNERS } from '../banners';
import { BASE_URL, expect, screenSettled, signIn, test } from '../fixtures';
import { enterCard } from '../acquisition/helpers';
import { A11Y_WIDTHS, insertedLiveRegionWords, watchLiveRegions } from './a11y-helpers';

const UPDATED = "You're all set! Your payment method has been updated.";

test('the payment snackbar stays while focused or hovered, is announced, and keeps its box in forced colours', async ({
  page,
  request,
}) => {
  test.slow();
  expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
  const banner = FLOW_BANNERS[1] ?? FLOW_BANNERS[0];
  await signIn(page, 'suspended-payment', '/freshpass/manage/update-payments', banner?.origin);
  await screenSettled(page);
  await watchLiveRegions(page);
  await enterCard(page, '4111 1111 1111 1111');
  const snackbar = page.locator('.fp-notice--snackbar').filter({ hasText: UPDATED });
  await expect(snackbar).toBeVisible();
  await expect(snackbar).toHaveAttribute('role', 'status');
  // Its live region joined the page empty and was filled after: screen readers read it.
  expect((await insertedLiveRegionWords(page)).filter((w) => w.includes(UPDATED))).toEqual([]);

  // Focus on Close: well past the 5 s it stays, and focus stays with it.
  const close = snackbar.getByRole('button');
  await close.focus();
  await page.waitForTimeout(6500);
  await expect(snackbar).toBeVisible();
  await expect(close).toBeFocused();

  // In forced colours the snackbar still has a visible edge (a system-colour border).
  await page.emulateMedia({ forcedColors: 'active' });
  const edge = await snackbar.evaluate((el) => getComputedStyle(el).borderTopStyle);
  expect(edge).not.toBe('none');
  await page.emulateMedia({ forcedColors: 'none' });

  // The pointer on it holds it too; once neither holds it, it goes after its 5 s.
  await snackbar.hover();
  await page.locator('main h1').focus();
  await page.waitForTimeout(5500);
  await expect(snackbar).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(snackbar).toBeHidden({ timeout: 8000 });
});

for (const width of A11Y_WIDTHS) {
  const banner = FLOW_BANNERS[A11Y_WIDTHS.indexOf(width) % FLOW_BANNERS.length] ?? FLOW_BANNERS[0];
  test(`the savings tooltip on ${banner?.id} at ${width}px fits the window and closes with Escape`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'active-monthly', '/freshpass/manage/confirmation', banner?.origin);
    await screenSettled(page);
    const icon = page.getByRole('button', { name: /^More info.*savings/i }).first();
    await icon.scrollIntoViewIfNeeded();
    // Opened with the keyboard: it fits between the window's edges.
    await icon.focus();
    const tip = page.getByRole('tooltip').filter({ visible: true }).first();
    await expect(tip).toBeVisible();
    const box = await tip.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();

    // Opened by hovering, with focus elsewhere: Escape closes it as well (WCAG 1.4.13).
    await page.locator('main h1').focus();
    await icon.hover();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();

    // Forced colours: the tooltip keeps its box.
    await page.emulateMedia({ forcedColors: 'active' });
    await icon.focus();
    await expect(tip).toBeVisible();
    const edge = await tip.evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(edge).not.toBe('none');
  });
}

test('the navigation keeps its icons in forced colours and is never a live region', async ({
  page,
}) => {
  const banner = FLOW_BANNERS[2] ?? FLOW_BANNERS[0];
  await signIn(page, 'active-monthly', '/freshpass/manage', banner?.origin);
  await screenSettled(page);
  const nav = page.getByRole('navigation').first();
  await expect(nav.locator('[aria-live]')).toHaveCount(0);
  await page.emulateMedia({ forcedColors: 'active' });
  const icons = nav.locator('.fp-left-nav__icon');
  expect(await icons.count()).toBeGreaterThan(0);
  const colours = await icons.evaluateAll((els) =>
    els.map((el) => {
      const own = getComputedStyle(el).backgroundColor;
      const page = getComputedStyle(document.body).backgroundColor;
      return own !== page && own !== 'rgba(0, 0, 0, 0)';
    }),
  );
  expect(colours.every(Boolean), 'each icon painted in a colour other than the page').toBe(true);
});
