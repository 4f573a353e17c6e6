import { FLOW_BANNERS, isScreenshotBanner } from '../banners';
import {
  bannerOrigin,
  expect,
  expectNoAxeViolations,
  resetSandboxBeforeFile,
  screenSettled,
  signIn,
  test,
} from '../fixtures';
import {
  armFault,
  clearFaults,
  countRequests,
  fact,
  resetSandbox,
  screenshotBothWidths,
} from './lifecycle-helpers';

resetSandboxBeforeFile();
// One test arms a fault on the change call: nothing else in this file may run beside it.
test.describe.configure({ mode: 'serial' });

for (const banner of FLOW_BANNERS) {
  test(`change plan on ${banner.id} shows what changes from the renewal date and ends on the confirmation`, async ({
    page,
    request,
  }) => {
    // Each banner's run changes trial's plan: start from the personas' state again.
    await resetSandbox(request);
    const shots = isScreenshotBanner(banner);
    await signIn(page, 'trial', '/freshpass/manage', banner.origin);
    await expect(page.getByText(`or call ${banner.phone}.`)).toBeVisible();
    const renewal = await fact(page, 'Renews on').textContent();
    await page.getByRole('link', { name: 'Change plan' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Change your FreshPass plan' }),
    ).toBeVisible();
    await expect(fact(page, 'New plan')).toHaveText('Annual plan');
    await expect(fact(page, 'New fee')).toHaveText('$99.00');
    await expect(fact(page, 'Starts on')).toHaveText(renewal ?? '');
    await screenSettled(page);
    await expectNoAxeViolations(page);
    if (shots) await screenshotBothWidths(page, 'change-offer');
    const sent = countRequests(page, 'POST', '/subscription/user/create/');
    await page.getByRole('button', { name: 'Confirm plan change' }).click();
    await expect(page).toHaveURL(`${banner.origin}/freshpass/manage/confirmation?from=change`);
    expect(sent()).toBe(1);
    await expect(page.getByText(/plan change is confirmed/)).toBeVisible();
    await expect(fact(page, 'New plan from renewal')).toHaveText('Annual plan');
    await expect(page.getByRole('region', { name: 'Annual plan savings' })).toBeVisible();
    const perks = page.getByRole('region', { name: 'Annual plan perks' });
    await expect(
      perks.getByText(`On exclusive brands with ${banner.loyaltyProgram}.`),
    ).toBeVisible();
    if (shots) await screenshotBothWidths(page, 'confirmation-annual');
  });
}

test('while a change is pending a new one is refused with the catalogue message', async ({
  page,
}) => {
  await signIn(page, 'change-plan-pending', '/freshpass/manage/change', bannerOrigin('vons'));
  await expect(page.getByRole('alert')).toHaveText(
    'Your plan change is being processed. You can change your plan again once the current update is complete.',
  );
  await expect(page.getByRole('button', { name: 'Confirm plan change' })).toHaveCount(0);
  await expect(fact(page, 'New plan')).toHaveText('Annual plan');
  await screenshotBothWidths(page, 'change-pending');
});

test('a refused change shows the catalogue message and stays on the screen', async ({
  page,
  request,
}) => {
  await armFault(request, {
    method: 'POST',
    path: '/subscription/user/create/',
    status: 409,
    code: 'CHANGE_PENDING',
    times: 1,
  });
  try {
    await signIn(page, 'active-annual', '/freshpass/manage/change', bannerOrigin('jewelosco'));
    await expect(fact(page, 'New plan')).toHaveText('Monthly plan');
    const sent = countRequests(page, 'POST', '/subscription/user/create/');
    await page.getByRole('button', { name: 'Confirm plan change' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Your plan change is being processed/);
    expect(sent()).toBe(1);
    await expect(page).toHaveURL(/\/freshpass\/manage\/change$/);
  } finally {
    await clearFaults(request);
  }
});

for (const banner of FLOW_BANNERS) {
  test(`a cancelled plan on ${banner.id} is reinstated from manage after the shopper confirms`, async ({
    page,
    request,
  }) => {
    // Each banner's run reinstates cancelled's plan: start from the personas' state again.
    await resetSandbox(request);
    const shots = isScreenshotBanner(banner);
    await signIn(page, 'cancelled', '/freshpass/manage', banner.origin);
    await page.getByRole('button', { name: 'Reinstate FreshPass' }).click();
    await expect(page.getByText(/Reinstate your FreshPass plan\?/)).toBeVisible();
    await page.getByRole('button', { name: 'Keep it cancelled' }).click();
    await expect(page.getByText(/Reinstate your FreshPass plan\?/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Reinstate FreshPass' }).click();
    await expect(page.getByRole('button', { name: 'Yes, reinstate my plan' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await screenshotBothWidths(page, 'manage-reinstate-confirm');
    const sent = countRequests(page, 'POST', '/subscription/user/reinstate/');
    await page.getByRole('button', { name: 'Yes, reinstate my plan' }).click();
    await expect(page).toHaveURL(`${banner.origin}/freshpass/manage/confirmation?from=reinstate`);
    expect(sent()).toBe(1);
    await expect(page.getByText('Your FreshPass plan is reinstated. Welcome back!')).toBeVisible();
    // One status message, not a second "plan is active" under it (issue 21, defect 8).
    await expect(page.getByText(/plan is active/)).toHaveCount(0);
    await screenSettled(page);
    await expectNoAxeViolations(page);
    if (shots) await screenshotBothWidths(page, 'confirmation-reinstated');
    await page.getByRole('link', { name: 'Go to Manage FreshPass' }).click();
    await expect(page.getByText(/plan is active/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reinstate FreshPass' })).toHaveCount(0);
  });
}

test('a plan pending cancellation is reinstated, and the confirmation shows its perks', async ({
  page,
}) => {
  await signIn(page, 'pending-cancellation', '/freshpass/manage', bannerOrigin('vons'));
  await page.getByRole('button', { name: 'Reinstate FreshPass' }).click();
  await page.getByRole('button', { name: 'Yes, reinstate my plan' }).click();
  await expect(page).toHaveURL(/\/freshpass\/manage\/confirmation/);
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await expect(page.getByRole('region', { name: /plan perks/ })).toBeVisible();
});

for (const [persona, plan] of [
  ['snap', 'SNAP'],
  ['active-monthly', 'Monthly'],
] as const) {
  test(`the confirmation of a ${plan} plan shows its savings summary and perks`, async ({
    page,
  }) => {
    await signIn(page, persona, '/freshpass/manage/confirmation');
    // The headings name the plan, not "Your …" (a pending change shows the new plan's perks).
    await expect(page.getByRole('region', { name: `${plan} plan perks` })).toBeVisible();
    await expect(page.getByRole('region', { name: `${plan} plan savings` })).toBeVisible();
    await screenshotBothWidths(page, `confirmation-${persona}`);
  });
}

test('a secondary household user is told to contact the primary holder instead of changing', async ({
  page,
}) => {
  await signIn(page, 'secondary-household', '/freshpass/manage/change');
  await expect(page.getByText(/contact the primary account holder/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm plan change' })).toHaveCount(0);
  await screenshotBothWidths(page, 'change-secondary');
});

test('a SNAP plan is not changed online: the banner phone to call instead', async ({ page }) => {
  // ACME Markets has its own support number, so a wrong banner's phone fails.
  await signIn(page, 'snap', '/freshpass/manage/change', bannerOrigin('acmemarkets'));
  await expect(
    page.getByText("SNAP plans can't be changed online. To change your plan, call 1-877-932-7948."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm plan change' })).toHaveCount(0);
  await screenshotBothWidths(page, 'change-snap');
});
