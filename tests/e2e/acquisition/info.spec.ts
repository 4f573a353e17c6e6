import { FLOW_BANNERS, isScreenshotBanner } from '../banners';
import { BASE_URL, bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { enterCard, enterZip, screenshots, setUpAccount } from './helpers';

// One test sets a fault on the discount call (scoped to its own code), so the file runs in order.
test.describe.configure({ mode: 'serial' });
resetSandboxBeforeFile();

const FAQ = '/freshpass/manage/freshpass-faq';
const GOVASSIST = '/freshpass/manage/govassist';
const DISCOUNT = '/freshpass/manage/discount';
const SUBSCRIBE = '/freshpass/manage/subscribe';

test('FAQ: accordion sections from content and the continue-subscription button', async ({
  page,
}) => {
  await signIn(page, 'active-monthly', FAQ);
  await expect(page.getByRole('heading', { level: 1, name: 'FreshPass FAQs' })).toBeVisible();
  const first = page.getByRole('button', { name: 'What is FreshPass?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/FreshPass is a delivery subscription from Safeway/)).toBeVisible();
  const trial = page.getByRole('button', { name: 'How does the free trial work?' });
  await expect(trial).toHaveAttribute('aria-expanded', 'false');
  await trial.focus();
  await page.keyboard.press('Enter');
  await expect(trial).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/You won't be charged during your free trial/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'No thanks, continue shopping' })).toHaveAttribute(
    'href',
    '/shop/home.html',
  );
  await screenshots(page, 'faq');
  await page.getByRole('link', { name: 'Continue with FreshPass' }).click();
  await expect(page).toHaveURL(/\/freshpass\/manage$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const banner of ['vons', 'jewelosco']) {
  test(`FAQ on ${banner}: banner words, and no thanks goes to the shop`, async ({ page }) => {
    const origin = bannerOrigin(banner);
    await signIn(page, 'new-shopper', FAQ, origin);
    const name = banner === 'vons' ? 'Vons' : 'Jewel-Osco';
    await expect(
      page.getByText(new RegExp(`FreshPass is a delivery subscription from ${name}`)),
    ).toBeVisible();
    await page.getByRole('link', { name: 'No thanks, continue shopping' }).click();
    await expect(page).toHaveURL(`${origin}/shop/home.html`);
  });
}

for (const banner of FLOW_BANNERS) {
  test(`government assistance on ${banner.id}: how it works, easy steps, 50% for 24 months, re-verification, link`, async ({
    page,
  }) => {
    await signIn(page, 'new-shopper', GOVASSIST, banner.origin);
    await expect(
      page.getByRole('heading', { level: 1, name: 'FreshPass for SNAP households' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByText('50% off FreshPass', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/for up to 24 months/).first()).toBeVisible();
    await expect(page.getByText(/re-verified once a year/)).toBeVisible();
    await expect(
      page.getByText(`Free delivery on ${banner.displayName} orders over $30, just like every`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Save 50% in three easy steps' })).toBeVisible();
    await expect(page.getByText('Verify your SNAP eligibility.')).toBeVisible();
    await expect(page.getByText('Choose the SNAP plan.')).toBeVisible();
    await expect(
      page.getByText(`free delivery on orders over $30 at ${banner.displayName}.`),
    ).toBeVisible();
    await expect(page.getByText(`or call ${banner.phone}.`)).toBeVisible();
    if (isScreenshotBanner(banner)) await screenshots(page, 'govassist');
    await page.getByRole('link', { name: 'Verify your SNAP eligibility' }).click();
    await expect(page).toHaveURL(`${banner.origin}/customer-account/discount-programs/snap`);
  });
}

test("partner discount: a code used with another partner's segment is the discount error", async ({
  page,
}) => {
  // Before the join test below: it needs new-shopper still without a plan.
  await signIn(page, 'new-shopper', `${DISCOUNT}?discountCode=EXPEDIA25&segment=dining`);
  await expect(page.getByText('Sorry, this discount is no longer available.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your discount' })).toHaveCount(0);
  await expect(page.getByText('Expedia')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See FreshPass plans' })).toBeVisible();

  // Subscribe with that link says why and goes on at the regular price: the plan step is asked.
  await page.goto(`${SUBSCRIBE}?discountCode=EXPEDIA25&segment=dining`);
  await expect(page.getByText('Sorry, this discount is no longer available.')).toBeVisible();
  await enterZip(page, '94110');
  await expect(page.getByRole('region', { name: 'Step 2 of 4: choose your plan' })).toBeVisible();
});

for (const banner of FLOW_BANNERS) {
  test(`partner discount on ${banner.id}: a new shopper joins with EXPEDIA25 and lands on the annual confirmation`, async ({
    page,
    request,
  }) => {
    // Each banner's run subscribes new-shopper: start from the personas' state again.
    expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
    const shots = isScreenshotBanner(banner);
    await signIn(
      page,
      'new-shopper',
      `${DISCOUNT}?discountCode=EXPEDIA25&segment=travel`,
      banner.origin,
    );
    const campaign = page.getByRole('region', { name: 'Your discount' });
    await expect(campaign.getByText('Expedia')).toBeVisible();
    await expect(campaign.getByText('$74.25')).toBeVisible();
    await expect(campaign.getByText('$99.00')).toBeVisible();
    await expect(
      page.getByText(`Partner discounts are for new FreshPass members at ${banner.displayName}.`),
    ).toBeVisible();
    // Partner offers: only this banner's type and the freshpass program.
    const offers = page.getByRole('region', {
      name: 'More partner offers for FreshPass members',
    });
    // The offer the page already shows is not repeated under "More partner offers".
    await expect(offers).toBeVisible();
    await expect(offers.getByRole('heading', { name: 'Expedia' })).toHaveCount(0);
    if (shots) await screenshots(page, 'discount');

    await campaign.getByRole('link', { name: 'Join FreshPass with this discount' }).click();
    await expect(page).toHaveURL(/subscribe\?discountCode=EXPEDIA25&segment=travel/);
    await enterZip(page, '94110');
    // The campaign fixes the plan: straight to account set-up.
    await setUpAccount(page);
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/subscription/user/create/'),
    );
    await enterCard(page, '4111 1111 1111 1111');
    // The plan is bought with the campaign of the link's code and segment.
    expect((await created).postDataJSON()).toMatchObject({
      planCode: 'annual',
      discountCode: 'EXPEDIA25',
      segment: 'travel',
    });
    await expect(
      page.getByText(
        `You're all set! Your annual FreshPass plan at ${banner.displayName} has started.`,
      ),
    ).toBeVisible();
    // The partner price is what the new plan costs.
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('$74.25')).toBeVisible();
    await expect(
      page.getByText(`On exclusive brands with ${banner.loyaltyProgram}.`),
    ).toBeVisible();
    if (shots) await screenshots(page, 'subscribe-confirmation-annual');
  });
}

test('partner discount: an ended campaign shows the discount error', async ({ page }) => {
  await signIn(page, 'new-shopper', `${DISCOUNT}?discountCode=SUMMER10&segment=travel`);
  await expect(page.getByText('Sorry, this discount is no longer available.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See FreshPass plans' })).toBeVisible();
  await screenshots(page, 'discount-error');
});

test('partner discount: a page that cannot load shows the missing-banner error', async ({
  page,
  request,
}) => {
  await request.post(`${BASE_URL}/__sandbox/faults`, {
    data: { path: 'discountCode=PAGEDOWN', status: 500, code: '0001' },
  });
  try {
    await signIn(page, 'new-shopper', `${DISCOUNT}?discountCode=PAGEDOWN`);
    await expect(page.getByText('Sorry, this page is currently down.')).toBeVisible();
    await screenshots(page, 'discount-page-down');
  } finally {
    await request.delete(`${BASE_URL}/__sandbox/faults`);
  }
});

test('partner discount: an active member is told it is for new subscribers only', async ({
  page,
}) => {
  await signIn(page, 'active-annual', `${DISCOUNT}?discountCode=EXPEDIA25&segment=travel`);
  await expect(page.getByText(/This promotion is for new subscribers only/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join FreshPass with this discount' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: 'Go to Manage FreshPass' })).toBeVisible();
});
