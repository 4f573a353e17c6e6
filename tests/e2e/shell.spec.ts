import { expect, resetSandboxBeforeFile, signIn, test } from './fixtures';

resetSandboxBeforeFile();

test('the first Tab turns on focus-visible styling and a click clears it', async ({ page }) => {
  await page.goto('/freshpass/manage/freshpass-faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/focus-visible-mode/);
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/focus-visible-mode/);
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');
  await page.locator('h1').click();
  await expect(page.locator('body')).not.toHaveClass(/focus-visible-mode/);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await signIn(page, 'active-monthly', '/freshpass/manage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('a route change scrolls to the top, focuses the h1 and announces the page', async ({
  page,
}) => {
  await signIn(page, 'active-monthly', '/freshpass/manage/nothing-here');
  await expect(
    page.getByRole('heading', { level: 1, name: "We can't find that page" }),
  ).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 1500);
    const link = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Go to Manage FreshPass',
    );
    link?.focus({ preventScroll: true });
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Manage FreshPass' });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: 'Manage FreshPass' })).toHaveCount(1);
});

test('the elevate-session cookie is deleted on start', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'elevateSessionId', value: 'abc', url: baseURL }]);
  await page.goto('/freshpass/manage/freshpass-faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'elevateSessionId'))
    .toBe(false);
});
