/**
 * Issue 12, "Banner logo and header": every page has a header (the `banner` landmark) with the
 * banner's logo, a link to the shop home named by the logo's alt text, and the line naming banner
 * and product; landing pages (subscribe) show the white logo on the banner's primary colour. One
 * shared suite for every banners/*.json, so a new banner is tested the moment it lands. Each
 * banner's header is kept as a screenshot at 375px and 1280px (artifacts/screenshots/header-*)
 * and must read well at both.
 */
import { ALL_BANNERS, SMOKE_BANNER } from './banners';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from './fixtures';
import { expectLogoHeader } from './logo-header';
import { keepScreenshots, WIDTHS } from './screenshots';

resetSandboxBeforeFile();

const BANNERS = ALL_BANNERS;

// Every banner's header is a component test (src/app/shell/site-header.test.tsx, issue 26): here
// one banner other than the fallback, in the real page, at both widths, kept as screenshots.
for (const banner of BANNERS.filter((b) => b.id === SMOKE_BANNER)) {
  test(`${banner.id}: the header shows its logo and name at 375px and 1280px, on account and landing pages`, async ({
    page,
  }) => {
    const origin = bannerOrigin(banner.id);
    for (const [path, logo, shot] of [
      ['/freshpass/manage/freshpass-faq', 'color', `header-${banner.id}`],
      ['/freshpass/manage/subscribe', 'white', `header-landing-${banner.id}`],
    ] as const) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectLogoHeader(page, banner, logo);
      }
      await keepScreenshots(page, shot);
    }
  });
}

// The pages in three groups: one test visiting all twelve outgrew its 30 s on a loaded machine.
const PAGE_GROUPS: Record<string, readonly string[]> = {
  'the member pages': [
    '/freshpass/manage',
    '/freshpass/manage.html',
    '/freshpass/manage/change',
    '/freshpass/manage/cancel-plan',
  ],
  'the payment, confirmation and information pages': [
    '/freshpass/manage/update-payments',
    '/freshpass/manage/confirmation',
    '/freshpass/manage/freshpass-faq',
    '/freshpass/manage/govassist',
  ],
  'the partner, not-found and root pages': [
    '/freshpass/manage/govassist/mobile',
    '/freshpass/manage/discount?discountCode=EXPEDIA25&segment=travel',
    '/freshpass/manage/nothing-here',
    '/',
  ],
};

for (const [group, paths] of Object.entries(PAGE_GROUPS)) {
  test(`every page of the app has the logo header: ${group}`, async ({ page }) => {
    const safeway = BANNERS.find((b) => b.id === 'safeway');
    if (!safeway) throw new Error('banners/safeway.json is missing');
    // The sign-in lands on the group's first page; the others are opened with the session.
    for (const [index, path] of paths.entries()) {
      if (index === 0) await signIn(page, 'active-annual', path);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectLogoHeader(page, safeway, 'color');
    }
  });
}

test('the landing page has the white logo header', async ({ page }) => {
  const safeway = BANNERS.find((b) => b.id === 'safeway');
  if (!safeway) throw new Error('banners/safeway.json is missing');
  await page.goto('/freshpass/manage/subscribe');
  await expectLogoHeader(page, safeway, 'white');
});

test('the logo link comes right after the skip link and leads to the shop home', async ({
  page,
}) => {
  await page.goto(`${bannerOrigin('vons')}/freshpass/manage/freshpass-faq`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const home = page.getByRole('banner').getByRole('link', { name: 'Vons home' });
  await expect(home).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/home\.html$/);
});
