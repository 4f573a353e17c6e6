/**
 * Issue 28 barriers 1, 3 and 7, and issue 21 item 12, on subscribe: every step change moves focus
 * to the new step's heading (never to <body>), and every step and banner has its own document
 * title, in the served HTML too. Each banner's test signs in once and walks 320, 375 and 1280 px
 * in the same page; what is done once (the first two steps, joining) falls on another width on
 * each banner. Cancel and reinstate are in cancel-journey.spec.ts.
 */
import { FLOW_BANNERS } from '../banners';
import { BASE_URL, expect, screenSettled, signIn, test } from '../fixtures';
import { fillAccountForm, fillCard } from '../acquisition/helpers';
import { resetSandbox } from '../lifecycle/lifecycle-helpers';
import { expectFocusOnHeading, setWidth, widthsFrom } from './a11y-helpers';

const SUBSCRIBE = '/freshpass/manage/subscribe';
const CANCEL = '/freshpass/manage/cancel-plan';
const MANAGE = '/freshpass/manage';

/** A subscribe step's title on a banner. */
const joinTitle = (step: string, banner: string) => `${step} – Join FreshPass – ${banner}`;

const ACCOUNT_STEP = 'Step 3 of 4: set up your account';
const PAYMENT_STEP = 'Step 4 of 4: add your payment card';

FLOW_BANNERS.forEach((banner, i) => {
  const widths = widthsFrom(i);
  test(`subscribe on ${banner.id} at 320, 375 and 1280 px: each step's heading takes focus and names the page`, async ({
    page,
    request,
  }) => {
    test.slow();
    const name = banner.displayName;
    await resetSandbox(request);
    await setWidth(page, widths[0] ?? 320);
    await signIn(page, 'new-shopper', SUBSCRIBE, banner.origin);
    await expect(page).toHaveTitle(joinTitle('Step 1 of 4: check your area', name));

    // By keyboard, as the audit walked it (at 320 px the sandbox panel also covers the buttons).
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('94110');
    await page.getByRole('textbox', { name: 'ZIP code' }).press('Enter');
    await expectFocusOnHeading(page, 'Step 2 of 4: choose your plan');
    await expect(page).toHaveTitle(joinTitle('Step 2 of 4: choose your plan', name));
    await page.getByRole('link', { name: 'Start my free trial' }).press('Enter');
    await expectFocusOnHeading(page, ACCOUNT_STEP);
    await expect(page).toHaveTitle(joinTitle(ACCOUNT_STEP, name));
    await (await fillAccountForm(page)).check({ force: true });

    // "Continue to payment" at each width: focus used to fall to <body> here, and every step was
    // titled "Join FreshPass" (barriers 1 and 7). Back keeps the answers, so it is pressed again.
    for (const [j, width] of widths.entries()) {
      await setWidth(page, width);
      await page.getByRole('button', { name: 'Continue to payment' }).press('Enter');
      await expectFocusOnHeading(page, PAYMENT_STEP);
      await expect(page).toHaveTitle(joinTitle(PAYMENT_STEP, name));
      if (j === widths.length - 1) break;
      await page.getByRole('button', { name: 'Back to your account details' }).press('Enter');
      await expectFocusOnHeading(page, ACCOUNT_STEP);
    }

    // The card's button ("Start free trial") inside the card frame: focus fell to <body> after
    // it too. Joining is done once, at another width on each banner; where focus then goes does
    // not read the width, but whether the welcome's heading can hold it (shown, in view) does.
    await (await fillCard(page, '4111 1111 1111 1111')).press('Enter');
    await expectFocusOnHeading(page, 'Welcome to FreshPass');
    await expect(page).toHaveTitle(`Welcome to FreshPass – ${name}`);
    for (const width of widths) {
      await setWidth(page, width);
      await expectFocusOnHeading(page, 'Welcome to FreshPass');
      await expect(page.getByRole('heading', { name: 'Welcome to FreshPass' })).toBeInViewport();
    }
    await screenSettled(page);
  });
});

// The served HTML's title does not depend on the window: it is fixed when the page is
// prerendered, so one HTTP request per page and banner reads it, with no browser window at all.
test('every served page has its own title naming its banner', async ({ request }) => {
  const paths = [
    [MANAGE, 'Manage FreshPass'],
    [CANCEL, 'Cancel FreshPass'],
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
