import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { cardFrame, enterCard, expectNoAxeViolationsBesideFrame, screenshots } from './helpers';

resetSandboxBeforeFile();

const UPDATE = '/freshpass/manage/update-payments';
const UPDATED = "You're all set! Your payment method has been updated.";

test('the primary holder saves a new card and sees the snackbar for 5 seconds', async ({
  page,
}) => {
  await signIn(page, 'suspended-payment', UPDATE);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Update your payment method' }),
  ).toBeVisible();
  await expect(page.getByText(/may last up to 5 business days/)).toBeVisible();
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
  await screenshots(page, 'update-payment');
  await expectNoAxeViolationsBesideFrame(page);

  await enterCard(page, '4111 1111 1111 1111');
  const snackbar = page.getByText(UPDATED);
  await expect(snackbar).toBeVisible();
  const shownAt = Date.now();
  await screenshots(page, 'update-payment-saved');
  await expect(snackbar).toBeHidden({ timeout: 8000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(3500);
  expect(shownFor).toBeLessThan(7000);

  // The suspended plan resumed with the new card.
  await page.getByRole('link', { name: 'Back to Manage FreshPass' }).click();
  await expect(page).toHaveURL(/\/freshpass\/manage$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const banner of ['safeway', 'vons', 'jewelosco']) {
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
