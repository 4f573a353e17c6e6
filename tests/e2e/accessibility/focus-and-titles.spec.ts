/**
 * Issue 28 barriers 1, 3, 6 and 7, and issue 21 item 12: every step change in every flow moves
 * focus to the new step's heading (never to <body>), and every route, step and banner has its
 * own document title, in the served HTML too. One sign-in per persona and banner; each banner
 * runs at one of the three widths, so all three are covered.
 */
import { FLOW_BANNERS } from '../banners';
import { BASE_URL, expect, screenSettled, signIn, test } from '../fixtures';
import { CARD_SUBMIT, cardFrame } from '../acquisition/helpers';
import { A11Y_WIDTHS, expectFocusOnHeading } from './a11y-helpers';

const SUBSCRIBE = '/freshpass/manage/subscribe';
const widthOf = (i: number) => A11Y_WIDTHS[i % A11Y_WIDTHS.length] ?? 1280;

FLOW_BANNERS.forEach((banner, i) => {
  const width = widthOf(i);
  test(`subscribe on ${banner.id} at ${width}px: each step's heading takes focus and names the page`, async ({
    page,
    request,
  }) => {
    test.slow();
    expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
    await page.setViewportSize({ width, height: 800 });
    const name = banner.displayName;
    await signIn(page, 'new-shopper', SUBSCRIBE, banner.origin);
    await expect(page).toHaveTitle(`Step 1 of 4: check your area – Join FreshPass – ${name}`);

    // By keyboard, as the audit walked it (at 320 px the sandbox panel also covers the buttons).
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('94110');
    await page.getByRole('textbox', { name: 'ZIP code' }).press('Enter');
    await expectFocusOnHeading(page, 'Step 2 of 4: choose your plan');
    await expect(page).toHaveTitle(`Step 2 of 4: choose your plan – Join FreshPass – ${name}`);

    await page.getByRole('link', { name: 'Start my free trial' }).press('Enter');
    await expectFocusOnHeading(page, 'Step 3 of 4: set up your account');
    await expect(page).toHaveTitle(`Step 3 of 4: set up your account – Join FreshPass – ${name}`);

    // "Continue to payment": focus used to fall to <body> here (issue 28 barrier 1).
    await page.getByRole('textbox', { name: 'First name' }).fill('Dana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Shopper');
    await page.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('415-555-0134');
    await page
      .getByRole('checkbox', { name: /I agree to the FreshPass terms/ })
      .check({ force: true });
    await page.getByRole('button', { name: 'Continue to payment' }).press('Enter');
    await expectFocusOnHeading(page, 'Step 4 of 4: add your payment card');
    await expect(page).toHaveTitle(`Step 4 of 4: add your payment card – Join FreshPass – ${name}`);

    // The card button ("Start free trial") is pressed inside the card frame: the welcome's heading takes focus after it.
    const frame = cardFrame(page);
    await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByRole('button', { name: CARD_SUBMIT }).press('Enter');
    await expectFocusOnHeading(page, 'Welcome to FreshPass');
    await expect(page).toHaveTitle(`Welcome to FreshPass – ${name}`);
    await screenSettled(page);
  });
});

FLOW_BANNERS.forEach((banner, i) => {
  const width = widthOf(i + 1);
  test(`cancelling on ${banner.id} at ${width}px moves focus to the outcome and titles it`, async ({
    page,
    request,
  }) => {
    expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'active-monthly', '/freshpass/manage/cancel-plan', banner.origin);
    await expect(page).toHaveTitle(`Cancel FreshPass – ${banner.displayName}`);
    await screenSettled(page);
    await page.getByRole('radio', { name: "I'm moving" }).check({ force: true });
    await page.getByRole('button', { name: 'Cancel my plan' }).press('Enter');
    await expectFocusOnHeading(page, 'Your cancellation is confirmed');
    await expect(page).toHaveTitle(
      `Your cancellation is confirmed – Cancel FreshPass – ${banner.displayName}`,
    );
  });
});

FLOW_BANNERS.forEach((banner, i) => {
  const width = widthOf(i + 2);
  test(`the reinstate question on ${banner.id} at ${width}px says it opened and takes focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'pending-cancellation', '/freshpass/manage', banner.origin);
    const open = page.getByRole('button', { name: 'Reinstate FreshPass' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expectFocusOnHeading(page, 'Reinstate your FreshPass plan?');
    await expect(page).toHaveTitle(
      `Reinstate your FreshPass plan? – Manage FreshPass – ${banner.displayName}`,
    );
    await page.getByRole('button', { name: 'Keep it cancelled' }).press('Enter');
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveTitle(`Manage FreshPass – ${banner.displayName}`);
  });
});

test('every served page has its own title naming its banner', async ({ request }) => {
  const paths = [
    ['/freshpass/manage', 'Manage FreshPass'],
    ['/freshpass/manage/cancel-plan', 'Cancel FreshPass'],
    [SUBSCRIBE, 'Step 1 of 4: check your area – Join FreshPass'],
    ['/freshpass/manage/freshpass-faq', 'FreshPass FAQs'],
  ] as const;
  for (const banner of FLOW_BANNERS) {
    const titles = new Set<string>();
    for (const [path, expected] of paths) {
      // Node does not resolve `<banner>.localhost`: the banner's host goes in the Host header.
      const answer = await request.get(`${BASE_URL}${path}`, {
        headers: { host: new URL(banner.origin).host },
      });
      const html = await answer.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, `${banner.id} ${path}`).toBe(
        `${expected} – ${banner.displayName}`.replace(/&/g, '&amp;'),
      );
      titles.add(title);
    }
    expect(titles.size).toBe(paths.length);
  }
});
