/**
 * Issue 12 on manage: trial words only where a trial applies (defect 4), checked for every persona
 * whose plan details show, and the benefit tiles for the statuses whose benefits are live (and,
 * as what joining gives, for a shopper without a plan). Runs on safeway and vons.
 */
import { TWO_BANNER_IDS } from '../banners';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { fact } from './lifecycle-helpers';

resetSandboxBeforeFile();

const MANAGE = '/freshpass/manage';

/** Personas that reach the plan details, and whether their plan counts as trial (contract §4). */
const PRICING: Array<{ persona: string; pricing: string | RegExp; trial: boolean }> = [
  { persona: 'trial', pricing: '$14.99/month after a 30-day free trial', trial: true },
  { persona: 'processing-trial', pricing: '$14.99/month after a 30-day free trial', trial: true },
  { persona: 'active-monthly', pricing: '$14.99/month', trial: false },
  { persona: 'active-annual', pricing: '$99/year', trial: false },
  { persona: 'snap', pricing: /^\$7\.49\/month, 50% off/, trial: false },
  { persona: 'change-plan-pending', pricing: '$14.99/month', trial: false },
];

/** Statuses with live benefits show the member tiles; these show none. */
const NO_TILES = ['suspended-payment', 'suspended-snap', 'cancelled', 'pending-activation'];

for (const banner of TWO_BANNER_IDS) {
  const origin = bannerOrigin(banner);

  for (const { persona, pricing, trial } of PRICING) {
    test(`defect 4 (${banner}): ${persona} reads ${trial ? 'trial' : 'no trial'} words on manage`, async ({
      page,
    }) => {
      await signIn(page, persona, MANAGE, origin);
      await expect(fact(page, 'Pricing')).toHaveText(pricing);
      const details = page.getByRole('region', { name: 'Your plan' });
      if (trial) {
        await expect(details).toContainText(/free trial/);
      } else {
        await expect(page.locator('main')).not.toContainText(/trial/i);
      }
    });
  }

  test(`benefit tiles on manage (${banner}): members with live benefits, and what joining gives`, async ({
    page,
  }) => {
    await signIn(page, 'active-annual', MANAGE, origin);
    const tiles = page.getByRole('region', { name: /^Your FreshPass benefits/ });
    await expect(tiles.getByRole('img', { name: 'Delivery van' })).toBeVisible();
    const van = tiles.getByRole('img', { name: 'Delivery van' });
    await van.scrollIntoViewIfNeeded();
    await expect
      .poll(() => van.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await signIn(page, 'new-shopper', MANAGE, origin);
    await expect(
      page.getByRole('region', { name: 'What you get with FreshPass' }).getByRole('img').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Your FreshPass benefits/ })).toHaveCount(0);
  });

  test(`no benefit tiles on manage while benefits are on hold, pending or over (${banner})`, async ({
    page,
  }) => {
    for (const persona of NO_TILES) {
      await signIn(page, persona, MANAGE, origin);
      await expect(page.getByRole('region', { name: 'Your plan' })).toBeVisible();
      await expect(page.getByRole('region', { name: /benefits|What you get/ })).toHaveCount(0);
    }
  });
}
