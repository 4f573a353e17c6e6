/**
 * Issue 15, item 1: a `redirect=` hiding another host behind a control character, a backslash or
 * `//` never takes the browser off the banner's origin: sign-in, re-sign-in, the sign-in
 * callbacks and the SNAP page's way back after a verification all fall back to manage.
 */
import { TWO_BANNER_IDS } from '../banners';
import { bannerOrigin } from '../fixtures';
import { expect, test } from './sandbox';

const BANNERS = TWO_BANNER_IDS;
const MANAGE = '/freshpass/manage';

/** What a browser makes of each: tab and newline dropped, `\` read as `/`, so another host. */
const TARGETS = [
  '%2F%09%2F127.0.0.1%3A4173%2Fshop%2Fhome.html',
  '%2F%0A%2F127.0.0.1%3A4173%2Fshop%2Fhome.html',
  '%2F%0D%2F127.0.0.1%3A4173%2Fshop%2Fhome.html',
  '%2F%00%2F127.0.0.1%3A4173%2Fshop%2Fhome.html',
  '%2F%5C127.0.0.1%3A4173%2Fshop%2Fhome.html',
  '%2F%2F127.0.0.1%3A4173%2Fshop%2Fhome.html',
];

const ENTRIES = [
  '/account/sign-in.html?persona=active-annual&redirect=',
  '/account/re-sign-in.html?persona=active-annual&redirect=',
  '/osar/msi/implicit/callback?redirect=',
];

for (const banner of BANNERS) {
  test(`${banner}: sign-in and its callbacks stay on the banner's origin`, async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    const origin = bannerOrigin(banner);
    for (const entry of ENTRIES) {
      for (const target of TARGETS) {
        const response = await page.goto(`${origin}${entry}${target}`);
        const at = new URL(page.url());
        expect(`${at.origin}${at.pathname}`, `${entry}${target}`).toBe(`${origin}${MANAGE}`);
        expect(response?.status(), `${entry}${target}`).toBe(200);
      }
    }
    // The first callback goes through sign-in, which keeps the fallback too.
    await page.goto(`${origin}/osar/msi?redirect=${TARGETS[0]}`);
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(MANAGE);
    await page.goto(`${origin}${MANAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`${banner}: the SNAP page never sends a verified shopper off the banner's origin`, async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    const origin = bannerOrigin(banner);
    const snap = '/customer-account/discount-programs/snap';
    await page.goto(`${origin}/account/sign-in.html?persona=new-shopper&redirect=${MANAGE}`);
    await page.goto(`${origin}${snap}?redirect=${TARGETS[0]}`);
    await page.getByLabel('EBT card number').fill('5077 1234 5678 9012');
    await page.getByRole('button', { name: 'Verify SNAP eligibility' }).click();
    await expect(page.getByRole('status')).toHaveText('Your SNAP eligibility is verified.');
    // A redirect would start at once; give it time to show.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).pathname).toBe(snap);
    await expect(page.getByRole('link', { name: 'Back to FreshPass' })).toHaveAttribute(
      'href',
      MANAGE,
    );
  });
}
