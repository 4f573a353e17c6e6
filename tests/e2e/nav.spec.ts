import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  bannerOrigin,
  BASE_URL,
  expect,
  expectNoAxeViolations,
  resetSandboxBeforeFile,
  signIn,
  test,
} from './fixtures';

resetSandboxBeforeFile();

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Account navigation' });

test.describe('navigation hiding by URL (contract §2)', () => {
  test('account pages show nav in 3 columns and content in 9', async ({ page }) => {
    await signIn(page, 'active-monthly', '/freshpass/manage');
    await expect(nav(page)).toBeVisible();
    const navBox = await page.locator('.fp-page__nav').boundingBox();
    const mainBox = await page.locator('main').boundingBox();
    if (!navBox || !mainBox) throw new Error('layout boxes missing');
    const ratio = mainBox.width / navBox.width;
    expect(ratio).toBeGreaterThan(2.6);
    expect(ratio).toBeLessThan(3.4);
    await page.goto('/freshpass/manage/cancel-plan.html');
    await expect(nav(page)).toBeVisible();
  });

  for (const path of [
    '/freshpass/manage/confirmation',
    '/freshpass/manage/subscribe',
    '/freshpass/manage/freshpass-faq',
    '/freshpass/manage/govassist',
    '/freshpass/manage/govassist/mobile',
    '/freshpass/manage/discount.html',
  ]) {
    test(`${path} hides the nav and uses the full width`, async ({ page }) => {
      await signIn(page, 'active-monthly', path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(nav(page)).toHaveCount(0);
      const main = await page.locator('main').boundingBox();
      const viewport = page.viewportSize();
      if (!main || !viewport) throw new Error('layout boxes missing');
      expect(main.width).toBeGreaterThan(Math.min(viewport.width, 1280) - 80);
    });
  }

  test('/subscribe is in landing mode without the page wrapper', async ({ page }) => {
    await page.goto('/freshpass/manage/subscribe');
    await expect(page.locator('main')).toHaveClass(/fp-main--landing/);
    await expect(page.locator('.fp-page')).toHaveCount(0);
  });
});

test.describe('v2 navigation', () => {
  test('groups, panel title link, Manage FreshPass relabelled and active', async ({ page }) => {
    await signIn(page, 'active-monthly', '/freshpass/manage');
    const n = nav(page);
    await expect(n.getByRole('link', { name: 'Your Account' })).toHaveAttribute(
      'href',
      '/account/dashboard.html',
    );
    for (const group of ['Account', 'Memberships', 'Orders']) {
      await expect(n.getByRole('heading', { level: 3, name: group })).toBeVisible();
    }
    await expect(n.getByRole('link', { name: 'Manage FreshPass' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(n.locator('[aria-current]')).toHaveCount(1);
    await expect(n.getByRole('link', { name: 'Join FreshPass' })).toHaveCount(0);
    await expect(n.getByRole('link', { name: 'Communication preferences' })).toBeVisible();
    await expect(n.getByText('Add', { exact: true })).toHaveCount(0);
  });

  test("'Add' badges for a shopper without addresses and an 80% profile", async ({ page }) => {
    await signIn(page, 'profile-incomplete', '/freshpass/manage');
    const n = nav(page);
    await expect(n.getByRole('link', { name: /^Addresses\s*Add/ })).toBeVisible();
    await expect(n.getByRole('link', { name: /^Personal info\s*Add/ })).toBeVisible();
    await expect(n.getByRole('link', { name: /^Wallet$/ })).toBeVisible();
  });

  test('no badges when the profile call fails', async ({ page }) => {
    await page.route('**/api/customers/*/profile**', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await signIn(page, 'profile-incomplete', '/freshpass/manage');
    await expect(nav(page).getByRole('link', { name: 'Manage FreshPass' })).toBeVisible();
    await expect(nav(page).getByText('Add', { exact: true })).toHaveCount(0);
  });

  test('a nav fetch failure is logged and shows no navigation', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.route('**/content/*/left-nav-v2', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await signIn(page, 'active-monthly', '/freshpass/manage');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage FreshPass' })).toBeVisible();
    await expect.poll(() => logs).toContain('Error while fetching navigation from UCA');
    await expect(nav(page)).toHaveCount(0);
  });
});

test.describe('v1 navigation', () => {
  // The toggle override lives in this file's own sandbox tenant, so no other file can clear it.
  const origin = bannerOrigin('randalls');
  const toggles = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../content/feature-toggles.json'), 'utf8'),
  ) as Record<string, unknown>;

  test.beforeEach(async ({ request }) => {
    const response = await request.put(`${BASE_URL}/__sandbox/content/randalls/feature-toggles`, {
      data: JSON.stringify({ ...toggles, accountDashboardV2: false }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.ok()).toBe(true);
  });
  test.afterEach(async ({ request }) => {
    await request.delete(`${BASE_URL}/__sandbox/content/randalls/feature-toggles`);
  });

  test('title, Account Settings, the FreshPass group and the second list; one current page', async ({
    page,
  }) => {
    await signIn(page, 'active-monthly', '/freshpass/manage', origin);
    const n = nav(page);
    await expect(n).toHaveClass(/fp-left-nav--v1/);
    await expect(n.locator('.fp-left-nav__title')).toHaveText('Account Settings');
    await expect(n.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account/account-settings.html',
    );
    const toggle = n.getByRole('button', { name: 'FreshPass' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = n.getByRole('list', { name: 'FreshPass' });
    const manage = group.getByRole('link', { name: 'Manage FreshPass' });
    await expect(manage).toHaveClass(/is-active/);
    await expect(group.getByRole('link', { name: 'FreshPass FAQs' })).toHaveClass(/is-active/);
    // The second list, where the delivery-subscription link is highlighted.
    const second = n.locator('.fp-left-nav__list--second');
    await expect(second.getByRole('link', { name: 'Delivery subscription' })).toHaveClass(
      /is-active/,
    );
    await expect(second.getByRole('link', { name: 'Orders' })).not.toHaveClass(/is-active/);
    // Only the page the shopper is on is announced as the current page.
    await expect(n.locator('[aria-current]')).toHaveCount(1);
    await expect(manage).toHaveAttribute('aria-current', 'page');

    // The group closes and opens by keyboard; closed, its links are out of the Tab order.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(manage).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(second.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(manage).toBeVisible();

    // On a page under Manage FreshPass the group stays open and no link claims to be the page.
    await page.goto(`${origin}/freshpass/manage/update-payments`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(manage).toHaveClass(/is-active/);
    await expect(n.locator('[aria-current]')).toHaveCount(0);
  });
});

test.describe('narrow screens', () => {
  test('990px: Manage Freshpass dropdown traps Tab and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 990, height: 800 });
    await signIn(page, 'active-monthly', '/freshpass/manage');
    const toggle = page.getByRole('button', { name: 'Manage Freshpass' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    await toggle.click();
    await expect(nav(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const links = nav(page).getByRole('link');
    const count = await links.count();
    await toggle.focus();
    for (let i = 0; i < count; i += 1) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('1200px: the column, no dropdown; resizing below 992px switches to it', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await signIn(page, 'active-monthly', '/freshpass/manage');
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage Freshpass' })).toHaveCount(0);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.getByRole('button', { name: 'Manage Freshpass' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('button', { name: 'Manage Freshpass' })).toHaveCount(0);
    await expect(nav(page)).toBeVisible();
  });
});
