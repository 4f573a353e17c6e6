import { FLOW_BANNERS, THIRD_ROLE_BANNER, TWO_BANNER_IDS, isScreenshotBanner } from '../banners';
import { BASE_URL, bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { cardFrame, enterCard, expectNoAxeViolationsBesideFrame, screenshots } from './helpers';

resetSandboxBeforeFile();

const UPDATE = '/freshpass/manage/update-payments';
const UPDATED = "You're all set! Your payment method has been updated.";

for (const banner of FLOW_BANNERS) {
  // The snackbar's 5 seconds are timed on the first banner; the others see it and move on.
  const timed = banner === FLOW_BANNERS[0];
  test(`the primary holder on ${banner.id} saves a new card${timed ? ' and sees the snackbar for 5 seconds' : ''}, and the plan resumes`, async ({
    page,
    request,
  }) => {
    // Each banner's run resumes suspended-payment's plan: start from the personas' state again.
    expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
    await signIn(page, 'suspended-payment', UPDATE, banner.origin);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Update your payment method' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Enter the card you'd like to use for your FreshPass plan at ${banner.displayName}.`,
      ),
    ).toBeVisible();
    await expect(page.getByText(/may last up to 5 business days/)).toBeVisible();
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
    if (isScreenshotBanner(banner)) await screenshots(page, 'update-payment');
    await expectNoAxeViolationsBesideFrame(page);

    await enterCard(page, '4111 1111 1111 1111');
    const snackbar = page.getByText(UPDATED);
    await expect(snackbar).toBeVisible();
    if (timed) {
      const shownAt = Date.now();
      await screenshots(page, 'update-payment-saved');
      await expect(snackbar).toBeHidden({ timeout: 8000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(3500);
      expect(shownFor).toBeLessThan(7000);
    }
    await expectNoAxeViolationsBesideFrame(page);

    // The suspended plan resumed with the new card.
    await page.getByRole('link', { name: 'Back to Manage FreshPass' }).click();
    await expect(page).toHaveURL(`${banner.origin}/freshpass/manage`);
    await expect(page.getByText('Your FreshPass plan is active.')).toBeVisible();
    await expect(page.getByText(/card was declined/)).toHaveCount(0);
  });
}

for (const banner of [...TWO_BANNER_IDS, THIRD_ROLE_BANNER]) {
  test(`anyone but the primary holder is told to contact them (${banner})`, async ({ page }) => {
    await signIn(
      page,
      'secondary-household',
      UPDATE,
      banner === 'safeway' ? '' : bannerOrigin(banner),
    );
    await expect(
      page.getByText(
        'Only the primary account holder can make changes to this FreshPass plan. Please contact them for help.',
      ),
    ).toBeVisible();
    await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
    if (banner === 'safeway') await screenshots(page, 'update-payment-secondary');
  });
}
