/**
 * Issue 22 §6 and issue 21 defect 13: the loyalty program's partner pages (/rewards/partners,
 * /rewards/partners/expedia and the partner landing /rewards/partners/partner-detail) are app
 * screens in the banner's shell: the header with the banner's logo and name, the page's h1 and a
 * way back, at 375px and 1280px, free of axe violations (the fixture runs axe on the last page
 * too). The landing's error states read the catalogue's words, and a link without a code shows
 * the partner offers with a 200, not "no longer available".
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { CONTENT_KIND_BANNER_IDS, bannerFile, type BannerFile } from './banners';
import {
  BASE_URL,
  bannerOrigin,
  expect,
  expectNoAxeViolations,
  resetSandboxBeforeFile,
  screenSettled,
  test,
} from './fixtures';
import { expectLogoHeader } from './logo-header';
import { WIDTHS } from './screenshots';

resetSandboxBeforeFile();

/**
 * One banner of each kind of content: the pages follow from the content and the banner's words,
 * the longest-worded banner's header must fit a phone, and tests/e2e/banners.test.ts holds every
 * banner to one of these (docs/decisions/parity-by-content-kind.md). Each banner's own header is a
 * component test over all 15 (src/app/shell/site-header.test.tsx).
 */
const BANNERS = CONTENT_KIND_BANNER_IDS.map(bannerFile);

/** The catalogue's words (no placeholders in these two). */
const catalogue = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../content/error-catalogue.json'), 'utf8'),
) as { messages: Record<string, string> };
const UNAVAILABLE = catalogue.messages.partnerDiscountUnavailable;
const PAGE_DOWN = catalogue.messages.partnerPageDown;

/** The banner's shell: its logo header (logo, link to the shop, name), then the page's h1. */
async function expectShell(page: Page, banner: BannerFile, h1: string) {
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  await screenSettled(page);
  await expectLogoHeader(page, banner, 'color');
  // Nothing runs off a phone's screen, the long names' headers included.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
}

/** Console errors and failed responses of the page from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  return errors;
}

for (const banner of BANNERS) {
  const origin = bannerOrigin(banner.id);
  for (const width of WIDTHS) {
    test.describe(`${banner.id} at ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the partner list and the partner page sit in the banner shell, with ways back', async ({
        page,
      }) => {
        const list = await page.goto(`${origin}/rewards/partners`);
        expect(list?.status()).toBe(200);
        await expectShell(page, banner, 'FreshPass partner offers');
        const offers = page.getByRole('region', { name: 'Partners' });
        await expect(offers.getByRole('heading', { name: 'Expedia' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to FreshPass' })).toHaveAttribute(
          'href',
          '/freshpass/manage',
        );
        await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
          'href',
          '/shop/home.html',
        );

        await offers.getByRole('link', { name: 'See offer' }).click();
        await expect(page).toHaveURL(`${origin}/rewards/partners/expedia`);
        await expectShell(page, banner, 'Expedia and FreshPass');
        // The way back to the list works (keyboard: the link is focusable and follows on Enter).
        const back = page.getByRole('link', { name: 'All partner offers' });
        await back.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(`${origin}/rewards/partners`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'FreshPass partner offers' }),
        ).toBeVisible();
      });

      test('the partner landing: a code shows its discount, no code shows the partners', async ({
        page,
      }) => {
        const ok = await page.goto(
          `${origin}/rewards/partners/partner-detail?discountCode=EXPEDIA25&segment=travel`,
        );
        expect(ok?.status()).toBe(200);
        await expectShell(page, banner, 'Your FreshPass partner discount');
        const campaign = page.getByRole('region', { name: 'Your discount' });
        await expect(campaign.getByText('Expedia')).toBeVisible();
        await expect(
          campaign.getByRole('link', { name: 'Join FreshPass with this discount' }),
        ).toHaveAttribute('href', /discountCode=EXPEDIA25/);
        await page.getByRole('link', { name: 'All partner offers' }).click();
        await expect(page).toHaveURL(`${origin}/rewards/partners`);

        // Issue 21 defect 13: a link that lost its code is not a discount that ended.
        const errors = watchErrors(page);
        const bare = await page.goto(`${origin}/rewards/partners/partner-detail`);
        expect(bare?.status()).toBe(200);
        await expectShell(page, banner, 'FreshPass partner offers');
        await expect(
          page.getByRole('region', { name: 'Partners' }).getByRole('link', { name: 'See offer' }),
        ).toHaveAttribute('href', '/rewards/partners/expedia');
        await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(errors, 'no console error and no failed call').toEqual([]);
      });

      test('the partner landing error states read the catalogue, in the shell', async ({
        page,
        request,
      }) => {
        await page.goto(`${origin}/rewards/partners/partner-detail?discountCode=NO-SUCH-CODE`);
        await expect(page.getByText(UNAVAILABLE)).toBeVisible();
        await expectShell(page, banner, 'Partner discount');
        await expect(page.getByRole('link', { name: 'All partner offers' })).toHaveAttribute(
          'href',
          '/rewards/partners',
        );

        await request.post(`${BASE_URL}/__sandbox/faults`, {
          data: { path: 'discountCode=PAGEDOWN', status: 500, code: '0001' },
        });
        try {
          await page.goto(`${origin}/rewards/partners/partner-detail?discountCode=PAGEDOWN`);
          await expect(page.getByText(PAGE_DOWN)).toBeVisible();
          await expectShell(page, banner, 'Partner discount');
          await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
        } finally {
          await request.delete(`${BASE_URL}/__sandbox/faults`);
        }
      });
    });
  }
}
