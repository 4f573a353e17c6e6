/**
 * Issue 22 §4, "Subscribe on a phone", in the browser on three banners at 375 and 1280 px (one
 * sign-in per banner, the widths as steps): the terms sit behind a disclosure by the "I agree"
 * box instead of above the account form, and the form starts with the signed-in shopper's name
 * without writing over what they type.
 */
import type { Page } from '@playwright/test';
import { LONG_NAME_BANNER, TWO_BANNER_IDS } from '../banners';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { WIDTHS } from '../screenshots';
import { enterZip } from '../acquisition/helpers';

resetSandboxBeforeFile();

const SUBSCRIBE = '/freshpass/manage/subscribe';
const BANNERS = [...TWO_BANNER_IDS, LONG_NAME_BANNER.id];

/** Walks a signed-in new shopper to account set-up (step 3) with the monthly plan. */
async function toAccountStep(page: Page): Promise<void> {
  await enterZip(page, '94110');
  const plans = page.getByRole('region', { name: 'Step 2 of 4: choose your plan' });
  await plans.getByRole('link', { name: 'Start my free trial' }).click();
  await expect(
    page.getByRole('heading', { name: 'Step 3 of 4: set up your account' }),
  ).toBeVisible();
}

for (const banner of BANNERS) {
  test(`${banner}: the terms open from beside "I agree", not above the account form`, async ({
    page,
  }) => {
    await signIn(page, 'new-shopper', SUBSCRIBE, bannerOrigin(banner));
    await toAccountStep(page);
    for (const width of WIDTHS) {
      await test.step(`at ${width}px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        const firstName = page.getByRole('textbox', { name: 'First name' });
        const terms = page.getByText('you agree to these terms.');
        // The account form starts near the step's heading: no screen of terms above it.
        const heading = page.getByRole('heading', { name: 'Step 3 of 4: set up your account' });
        const gap = (await firstName.boundingBox())!.y - (await heading.boundingBox())!.y;
        expect(gap).toBeLessThan(200);
        await expect(terms).toBeHidden();
        // The disclosure sits right under the box the shopper ticks.
        const agree = page.getByRole('checkbox', { name: /I agree to the FreshPass terms/ });
        const summary = page.getByText('Read the FreshPass terms and conditions');
        const below = (await summary.boundingBox())!.y - (await agree.boundingBox())!.y;
        expect(below).toBeGreaterThan(0);
        // Under the box and its label (two lines on a phone), before anything else.
        expect(below).toBeLessThan(120);
        await summary.click();
        await expect(terms).toBeVisible();
        await summary.click();
        await expect(terms).toBeHidden();
      });
    }
  });
}

test("account set-up starts with the shopper's name from the session, and keeps their typing", async ({
  page,
}) => {
  await signIn(page, 'new-shopper', SUBSCRIBE, bannerOrigin('vons'));
  await toAccountStep(page);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await expect(firstName).toHaveValue('Nora');
  await expect(lastName).toHaveValue('New');
  await firstName.fill('Eleanora');
  await page.getByRole('textbox', { name: 'Email' }).fill('nora@example.com');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(firstName).toHaveValue('Eleanora');
  await expect(lastName).toHaveValue('New');
});

/**
 * The room between one block and the next in the page's main column (px), for each pair of
 * blocks that show: a member sent on to their plan must not scroll past an empty screen.
 */
async function widestGap(page: Page): Promise<number> {
  return page.locator('main .fp-screen > [data-block]').evaluateAll((blocks) => {
    const boxes = blocks
      .map((b) => b.getBoundingClientRect())
      .filter((r) => r.height > 0)
      .sort((a, b) => a.top - b.top);
    let widest = 0;
    for (let i = 1; i < boxes.length; i += 1) {
      widest = Math.max(widest, boxes[i]!.top - boxes[i - 1]!.bottom);
    }
    return widest;
  });
}

for (const banner of BANNERS) {
  test(`${banner}: a member on subscribe gets one notice and the way to their plan, no blank gap`, async ({
    page,
  }) => {
    await signIn(page, 'active-monthly', SUBSCRIBE, bannerOrigin(banner));
    const manage = page.getByRole('link', { name: 'Go to Manage FreshPass' });
    await expect(manage).toBeVisible();
    for (const width of WIDTHS) {
      await test.step(`at ${width}px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect(page.locator('main .fp-notice')).toHaveCount(1);
        await expect(page.locator('main .fp-notice')).toContainText('already a FreshPass member');
        await expect(manage).toHaveAttribute('href', '/freshpass/manage');
        // The newcomer's step is gone, not merely pushed down.
        await expect(page.getByRole('textbox', { name: /ZIP/i })).toHaveCount(0);
        // Blocks sit a normal block gap apart (the screen's gap is 1.5 × 16 px).
        expect(await widestGap(page)).toBeLessThan(64);
        // Help stays within reach, right under the way on.
        await expect(page.getByRole('link', { name: 'FreshPass FAQs' })).toBeInViewport();
      });
    }
    await manage.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage FreshPass' })).toBeVisible();
  });
}

/** Presses the step's Back from the keyboard and checks focus lands on the step it leads to. */
async function goBack(page: Page, label: string, heading: string): Promise<void> {
  const back = page.getByRole('button', { name: label });
  await back.focus();
  await page.keyboard.press('Enter');
  const title = page.getByRole('heading', { name: heading });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
}

for (const banner of BANNERS) {
  test(`${banner}: Back between the steps keeps what was entered`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'new-shopper', SUBSCRIBE, bannerOrigin(banner));
    for (const width of WIDTHS) {
      await test.step(`at ${width}px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await toAccountStep(page);
        await page.getByRole('textbox', { name: 'First name' }).fill('Eleanora');
        await page.getByRole('textbox', { name: 'Email' }).fill('nora@example.com');
        await page.getByRole('textbox', { name: 'Mobile number' }).fill('415-555-0134');
        await page.getByRole('checkbox', { name: /I agree to the FreshPass terms/ }).check();
        await page.getByRole('button', { name: 'Continue to payment' }).click();
        await expect(
          page.getByRole('heading', { name: 'Step 4 of 4: add your payment card' }),
        ).toBeVisible();

        await goBack(page, 'Back to your account details', 'Step 3 of 4: set up your account');
        await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Eleanora');
        await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nora@example.com');
        await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
          '415-555-0134',
        );
        await goBack(page, 'Back to the plans', 'Step 2 of 4: choose your plan');
        await goBack(page, 'Back to your ZIP code', 'Step 1 of 4: check your area');
        await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('94110');
      });
    }
  });
}
