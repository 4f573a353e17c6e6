/**
 * Subscribing to the SNAP plan as a shopper: a household that is not verified is sent to the SNAP
 * verification page, verifies with its EBT card and comes back with zip and plan kept, then pays
 * the 50% price in the card frame and reads the SNAP confirmation. A household that verified
 * before goes straight on to account set-up.
 */
import type { Page } from '@playwright/test';
import { BASE_URL, bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import {
  countRequests,
  enterCard,
  enterZip,
  expectNoAxeViolationsBesideFrame,
  screenshots,
  setUpAccount,
} from './helpers';

resetSandboxBeforeFile();
// Every test starts as the same never-subscribed, unverified shopper of this file's tenant.
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
});

const SUBSCRIBE = '/freshpass/manage/subscribe';
const SNAP_PAGE = '/customer-account/discount-programs/snap';

/** The value next to a label in a facts region. */
function fact(page: Page, region: string, label: string) {
  return page
    .getByRole('region', { name: region })
    .locator('.fp-facts__row', {
      has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .getByRole('definition');
}

/** Picks the SNAP plan on step 2, checking its card shows the 50% price. */
async function chooseSnap(page: Page): Promise<void> {
  const plans = page.getByRole('region', { name: 'Step 2 of 4: choose your plan' });
  const card = plans
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'SNAP plan' }) });
  await expect(card.getByText('$7.49')).toBeVisible();
  await expect(card.getByText('50% off', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Choose the SNAP plan' }).click();
}

/** Account set-up, the 50% price on the payment step, the card, and the SNAP confirmation. */
async function payAndConfirm(page: Page, bannerName: string, shots: string): Promise<void> {
  await setUpAccount(page);
  const joining = "The plan you're joining";
  await expect(fact(page, joining, 'Plan')).toHaveText('SNAP plan');
  await expect(fact(page, joining, 'Price')).toHaveText('$7.49');
  await expect(fact(page, joining, 'Regular price')).toHaveText('$14.99');
  await expect(fact(page, joining, 'Pricing')).toContainText('50% off');
  await screenshots(page, `${shots}-payment`);
  await expectNoAxeViolationsBesideFrame(page);
  const creates = countRequests(page, 'POST', '/subscription/user/create/');
  await enterCard(page, '4111 1111 1111 1111');

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to FreshPass' })).toBeVisible();
  await expect(
    page.getByText(
      `You're all set! Your SNAP FreshPass plan at ${bannerName} has started at 50% off.`,
    ),
  ).toBeVisible();
  await expect(fact(page, 'Your plan', 'Plan')).toHaveText('SNAP plan');
  await expect(fact(page, 'Your plan', 'Price')).toHaveText('$7.49');
  await expect(fact(page, 'Your plan', 'Free trial ends')).toHaveCount(0);
  const savings = page.getByRole('region', { name: 'Your estimated savings' });
  await expect(savings.getByText('SNAP discount')).toBeVisible();
  await expect(savings.getByText('50% off')).toBeVisible();
  await expect(savings.getByText(/Re-verify your SNAP eligibility every year/)).toBeVisible();
  const perks = page.getByRole('region', { name: 'Your perks' });
  await expect(perks.getByText('Free delivery')).toBeVisible();
  await expect(perks.getByText(`On ${bannerName} delivery orders over $30.`)).toBeVisible();
  expect(creates()).toBe(1);
  await screenshots(page, `${shots}-confirmation`);
}

for (const [banner, bannerName] of [
  ['safeway', 'Safeway'],
  ['vons', 'Vons'],
] as const) {
  test(`a new shopper verifies SNAP on the way and joins the SNAP plan at 50% off (${banner})`, async ({
    page,
  }) => {
    const origin = banner === 'safeway' ? '' : bannerOrigin(banner);
    await signIn(page, 'new-shopper', SUBSCRIBE, origin);
    await enterZip(page, '94110');
    await chooseSnap(page);

    // Not verified: the flow explains the SNAP step before account set-up.
    await expect(page.getByRole('heading', { name: 'Verify your SNAP eligibility' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Step 3 of 4: set up your account' }),
    ).toHaveCount(0);
    await screenshots(page, `subscribe-snap-verify-${banner}`);
    await page.getByRole('button', { name: 'Verify my SNAP eligibility' }).click();

    // The verification page, with the way back to the flow.
    await expect(page).toHaveURL((url) => url.pathname === SNAP_PAGE);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(
      `${SUBSCRIBE}?zip=94110&plan=snap`,
    );
    const ebt = page.getByLabel('EBT card number');
    await ebt.fill('1234');
    await page.getByRole('button', { name: 'Verify SNAP eligibility' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Enter the 16 to 19 digits of your EBT card number.',
    );
    await ebt.fill('5077 0000 0000 0002');
    await page.getByRole('button', { name: 'Verify SNAP eligibility' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "We couldn't find SNAP benefits for this EBT card. Check the number and try again.",
    );
    await ebt.fill('5077 1234 5678 9012');
    await page.getByRole('button', { name: 'Verify SNAP eligibility' }).click();

    // Back in the flow with zip and plan: account set-up, then payment at the SNAP price.
    await expect(page).toHaveURL((url) => url.pathname === SUBSCRIBE);
    const back = new URL(page.url()).searchParams;
    expect([back.get('zip'), back.get('plan')]).toEqual(['94110', 'snap']);
    await expect(
      page.getByRole('heading', { name: 'Step 3 of 4: set up your account' }),
    ).toBeVisible();
    await payAndConfirm(page, bannerName, `subscribe-snap-${banner}`);

    // Manage shows the SNAP plan the sandbox recorded, with its yearly re-verification date.
    await page.getByRole('link', { name: 'Go to Manage FreshPass' }).click();
    await expect(page.getByText('Your FreshPass plan is active.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your plan' }).getByText('SNAP plan'),
    ).toBeVisible();
    await expect(page.getByText('Re-verify SNAP by')).toBeVisible();
  });
}

test('a shopper who verified SNAP before goes straight from the SNAP plan to account set-up', async ({
  page,
}) => {
  // Verified from the government-assistance page, before deciding to join.
  await signIn(page, 'new-shopper', '/freshpass/manage/govassist');
  await page.getByRole('link', { name: 'Verify your SNAP eligibility' }).click();
  await expect(page).toHaveURL((url) => url.pathname === SNAP_PAGE);
  await page.getByLabel('EBT card number').fill('5077123456789012');
  await page.getByRole('button', { name: 'Verify SNAP eligibility' }).click();
  await expect(page.getByRole('status')).toHaveText('Your SNAP eligibility is verified.');

  await page.goto(SUBSCRIBE);
  await enterZip(page, '94110');
  const details = countRequests(page, 'GET', '/getUserEnrollmentDetails/');
  await chooseSnap(page);
  await expect(
    page.getByRole('heading', { name: 'Step 3 of 4: set up your account' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your SNAP eligibility' })).toHaveCount(0);
  expect(details()).toBe(1);
  await payAndConfirm(page, 'Safeway', 'subscribe-snap-verified');
});

test('a signed-out shopper who picks the SNAP plan signs in first, then gets the SNAP step', async ({
  page,
}) => {
  await page.goto(SUBSCRIBE);
  await enterZip(page, '94110');
  await chooseSnap(page);
  await expect(page).toHaveURL(/\/account\/sign-in\.html\?redirect=/);
  const back = new URL(new URL(page.url()).searchParams.get('redirect') ?? '', BASE_URL);
  expect([back.searchParams.get('zip'), back.searchParams.get('plan')]).toEqual(['94110', 'snap']);
  await page.getByRole('link', { name: /new-shopper/ }).click();
  await expect(page.getByRole('heading', { name: 'Verify your SNAP eligibility' })).toBeVisible();
  // Changing their mind keeps the zip: back to the plans.
  await page.getByRole('button', { name: 'Choose another plan' }).click();
  const plans = page.getByRole('region', { name: 'Step 2 of 4: choose your plan' });
  await expect(plans).toBeVisible();
  expect(new URL(page.url()).searchParams.get('zip')).toBe('94110');
  await plans.getByRole('link', { name: 'Choose the annual plan' }).click();
  await expect(
    page.getByRole('heading', { name: 'Step 3 of 4: set up your account' }),
  ).toBeVisible();
});

test('a live member opening the SNAP plan is told they are already a member, not enrolled again', async ({
  page,
}) => {
  await signIn(page, 'active-monthly', `${SUBSCRIBE}?zip=94110&plan=snap`);
  await expect(
    page.getByText(
      "You're already a FreshPass member at Safeway. You can see and change your plan on Manage FreshPass.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your SNAP eligibility' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /set up your account/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Manage FreshPass' })).toBeVisible();
});

test('a SNAP plan the service refuses as unverified at payment goes back to the SNAP step with the catalogue words', async ({
  page,
  request,
}) => {
  await signIn(page, 'new-shopper', SNAP_PAGE);
  await page.getByLabel('EBT card number').fill('5077123456789012');
  await page.getByRole('button', { name: 'Verify SNAP eligibility' }).click();
  await expect(page.getByRole('status')).toHaveText('Your SNAP eligibility is verified.');
  await page.goto(`${SUBSCRIBE}?zip=94110&plan=snap`);
  await setUpAccount(page);
  // The verification lapses between the check and the payment (here: the service says so once).
  const fault = { method: 'POST', path: '/subscription/user/create/', status: 403 };
  const armed = await request.post(`${BASE_URL}/__sandbox/faults`, {
    data: { ...fault, code: 'SNAP_NOT_VERIFIED', times: 1 },
  });
  expect(armed.ok()).toBe(true);
  await enterCard(page, '4111 1111 1111 1111');
  await expect(
    page.getByText(
      'Please verify your SNAP eligibility before you join the SNAP FreshPass plan. Verification lasts one year.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your SNAP eligibility' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify my SNAP eligibility' })).toBeVisible();
});
