/**
 * The editor preview shows one state of a screen, as the shopper in that state sees it: the
 * layout's declared facts (the cancel flow's step, a reinstate being confirmed) are offered beside
 * the shopper picker, and a persona brings the facts its subscription has (why a plan is on hold).
 * Before the groups were layout data, the preview showed every group's blocks together.
 */
import { TWO_BANNER_IDS } from './banners';
import { bannerOrigin, expect, resetSandboxBeforeFile, test } from './fixtures';

resetSandboxBeforeFile();

for (const banner of TWO_BANNER_IDS) {
  test(`${banner}: the cancel flow's step picks the one step's blocks`, async ({ page }) => {
    await page.goto(`${bannerOrigin(banner)}/__preview`);
    await page.getByRole('combobox', { name: 'Screen' }).selectOption('cancel-plan');
    const canvas = page.getByRole('region', { name: 'Rendered screen' });
    const keep = canvas.getByRole('link', { name: 'Keep my plan' });
    const offer = canvas.getByRole('heading', { name: 'Before you go: a discount to stay' });
    const shopping = canvas.getByRole('link', { name: 'Continue shopping' });
    const step = page.getByRole('combobox', { name: 'Fact: step' });

    // An active monthly member on the reason step: the offer and the outcome are not shown.
    await expect(step).toHaveValue('reason');
    await expect(keep).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expect(shopping).toHaveCount(0);

    await step.selectOption('offer');
    await expect(offer).toBeVisible();
    await expect(keep).toHaveCount(0);

    await step.selectOption('done');
    await expect(shopping).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test(`${banner}: manage shows the persona's hold and the reinstate question only when asked`, async ({
    page,
  }) => {
    await page.goto(`${bannerOrigin(banner)}/__preview`);
    await page.getByRole('combobox', { name: 'Screen' }).selectOption('manage');
    const canvas = page.getByRole('region', { name: 'Rendered screen' });
    const persona = page.getByRole('combobox', { name: 'Shopper (sandbox persona)' });
    const snapHold = canvas.getByText(/^Your SNAP plan is on hold because your SNAP eligibility/);
    const paymentHold = canvas.getByText(/on hold because your card was declined/);
    const trial = canvas.getByText(/free trial\. Your first payment/);
    const question = canvas.getByText(/^Reinstate your FreshPass plan\?/);

    // An active member: no trial, hold or reinstate words.
    await expect(canvas.getByText(/^Your FreshPass plan is active\.$/)).toBeVisible();
    await expect(trial).toHaveCount(0);
    await expect(paymentHold).toHaveCount(0);
    await expect(snapHold).toHaveCount(0);

    await persona.selectOption('suspended-snap');
    await expect(snapHold).toBeVisible();
    // The persona's own plan (issue 25): SNAP's half price, not the signed-in shopper's monthly.
    await expect(canvas.getByText('$7.49').first()).toBeVisible();
    await expect(canvas.getByText('$14.99')).toHaveCount(0);
    await expect(paymentHold).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Fact: suspendReason' })).toHaveValue('snap');

    await persona.selectOption('cancelled');
    await expect(question).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Fact: confirming' }).selectOption('true');
    await expect(question).toBeVisible();
  });
}
