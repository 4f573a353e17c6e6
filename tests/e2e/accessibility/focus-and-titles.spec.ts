/**
 * Issue 28 barriers 1, 3, 6 and 7, and issue 21 item 12: every step change in every flow moves
 * focus to the new step's heading (never to <body>), and every route, step and banner has its
 * own document title, in the served HTML too. Each banner's test signs in once and walks 320, 375
 * and 1280 px in the same page; the step that cannot be repeated cheaply (subscribe's first two)
 * runs at another width on each banner, so each width meets it too.
 */
import type { Page } from '@playwright/test';
import { FLOW_BANNERS } from '../banners';
import { BASE_URL, expect, screenSettled, signIn, test } from '../fixtures';
import { fillAccountForm, fillCard } from '../acquisition/helpers';
import { resetSandbox } from '../lifecycle/lifecycle-helpers';
import { A11Y_WIDTHS, expectFocusOnHeading, setWidth, widthsFrom } from './a11y-helpers';

const SUBSCRIBE = '/freshpass/manage/subscribe';
const CANCEL = '/freshpass/manage/cancel-plan';
const MANAGE = '/freshpass/manage';

/** A subscribe step's title on a banner. */
const joinTitle = (step: string, banner: string) => `${step} – Join FreshPass – ${banner}`;

/**
 * Account set-up → payment → welcome by keyboard. Focus used to fall to <body> after "Continue to
 * payment" and after the card's button, and every step was titled "Join FreshPass" (barriers 1, 7).
 */
async function joinByKeyboard(page: Page, banner: string): Promise<void> {
  await (await fillAccountForm(page)).check({ force: true });
  await page.getByRole('button', { name: 'Continue to payment' }).press('Enter');
  await expectFocusOnHeading(page, 'Step 4 of 4: add your payment card');
  await expect(page).toHaveTitle(joinTitle('Step 4 of 4: add your payment card', banner));
  // The card's button ("Start free trial") is pressed inside the card frame.
  await (await fillCard(page, '4111 1111 1111 1111')).press('Enter');
  await expectFocusOnHeading(page, 'Welcome to FreshPass');
  await expect(page).toHaveTitle(`Welcome to FreshPass – ${banner}`);
}

FLOW_BANNERS.forEach((banner, i) => {
  const [first = 320, ...others] = widthsFrom(i);
  test(`subscribe on ${banner.id} at 320, 375 and 1280 px: each step's heading takes focus and names the page`, async ({
    page,
    request,
  }) => {
    test.slow();
    const name = banner.displayName;
    await resetSandbox(request);
    await setWidth(page, first);
    await signIn(page, 'new-shopper', SUBSCRIBE, banner.origin);
    await expect(page).toHaveTitle(joinTitle('Step 1 of 4: check your area', name));

    // By keyboard, as the audit walked it (at 320 px the sandbox panel also covers the buttons).
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('94110');
    await page.getByRole('textbox', { name: 'ZIP code' }).press('Enter');
    await expectFocusOnHeading(page, 'Step 2 of 4: choose your plan');
    await expect(page).toHaveTitle(joinTitle('Step 2 of 4: choose your plan', name));
    await page.getByRole('link', { name: 'Start my free trial' }).press('Enter');
    await expectFocusOnHeading(page, 'Step 3 of 4: set up your account');
    await expect(page).toHaveTitle(joinTitle('Step 3 of 4: set up your account', name));
    await joinByKeyboard(page, name);

    // The two steps of barrier 1 again at the other widths, for a household that has not joined
    // yet: the address carries the zip and the plan, as the plan card's link does.
    for (const width of others) {
      await resetSandbox(request);
      await setWidth(page, width);
      await page.goto(`${banner.origin}${SUBSCRIBE}?zip=94110&plan=monthly`);
      await expect(page).toHaveTitle(joinTitle('Step 3 of 4: set up your account', name));
      await joinByKeyboard(page, name);
    }
    await screenSettled(page);
  });
});

/**
 * Who cancels on each banner at each width. Trial and SNAP members also got "already cancelled or
 * ending" beside the outcome (barrier 3); spread this way, each banner and each width meets both.
 */
const CANCELLING = ['trial', 'snap', 'active-monthly'] as const;

FLOW_BANNERS.forEach((banner, i) => {
  test(`cancel and reinstate on ${banner.id} at 320, 375 and 1280 px: each outcome and the question take focus`, async ({
    page,
    request,
  }) => {
    test.slow();
    const name = banner.displayName;
    await resetSandbox(request);
    for (const [j, width] of A11Y_WIDTHS.entries()) {
      const persona = CANCELLING[(i + j) % CANCELLING.length] ?? 'trial';
      await setWidth(page, width);
      await signIn(page, persona, CANCEL, banner.origin);
      await expect(page).toHaveTitle(`Cancel FreshPass – ${name}`);
      await screenSettled(page);
      await page.getByRole('radio', { name: "I'm moving" }).check({ force: true });
      await page.getByRole('button', { name: 'Cancel my plan' }).press('Enter');
      // Focus stayed on the same "Cancel FreshPass" h1 and the title did not change (barrier 3).
      await expectFocusOnHeading(page, 'Your cancellation is confirmed');
      await expect(page).toHaveTitle(`Your cancellation is confirmed – Cancel FreshPass – ${name}`);
      await screenSettled(page);
      await expect(page.locator('main .fp-notice'), `${persona}: one status`).toHaveCount(1);
      await expect(page.getByText(/already cancelled or ending/)).toHaveCount(0);

      // The reinstate question said nothing and left focus on its button (barrier 6).
      await page.getByRole('link', { name: 'Back to Manage FreshPass' }).press('Enter');
      await expectFocusOnHeading(page, 'Manage FreshPass');
      const open = page.getByRole('button', { name: 'Reinstate FreshPass' });
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await open.press('Enter');
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await expectFocusOnHeading(page, 'Reinstate your FreshPass plan?');
      await expect(page).toHaveTitle(`Reinstate your FreshPass plan? – Manage FreshPass – ${name}`);
      await page.getByRole('button', { name: 'Keep it cancelled' }).press('Enter');
      await expect(open).toBeFocused();
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveTitle(`Manage FreshPass – ${name}`);

      // Reinstating is heard through the confirmation's heading, and gives the plan back for the
      // next width.
      await open.press('Enter');
      await page.getByRole('button', { name: 'Yes, reinstate my plan' }).press('Enter');
      await expectFocusOnHeading(page, "You're all set");
      await expect(page).toHaveTitle(`You're all set – ${name}`);
      await expect(page.getByText('Your FreshPass plan is reinstated.')).toBeVisible();
    }
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
