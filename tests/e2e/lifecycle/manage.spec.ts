import type { Page } from '@playwright/test';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { fact, screenshotBothWidths } from './lifecycle-helpers';

resetSandboxBeforeFile();

const MANAGE = '/freshpass/manage';

type Check = (page: Page) => Promise<void>;

/** Each status's view: the persona, the status line it shows, the actions offered, more checks. */
const VIEWS: Array<{
  persona: string;
  says: RegExp;
  buttons?: string[];
  links?: string[];
  then?: Check;
}> = [
  {
    persona: 'trial',
    says: /You're on a FreshPass free trial/,
    links: ['Change plan', 'Cancel plan', 'Update payment method'],
    then: async (page) => {
      await expect(fact(page, 'Plan')).toHaveText('Monthly plan');
      await expect(fact(page, 'Fee')).toHaveText('$14.99');
      await expect(fact(page, 'Pricing')).toContainText('30-day free trial');
      await expect(fact(page, 'Free trial ends')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(fact(page, 'Days left in your free trial')).toHaveText('20');
      await expect(fact(page, 'Renews on')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    },
  },
  {
    persona: 'processing-trial',
    says: /You're on a FreshPass free trial/,
    links: ['Update payment method'],
    then: async (page) => {
      await expect(fact(page, 'Days left in your free trial')).toHaveText('0');
      await expect(page.getByRole('link', { name: 'Change plan' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Cancel plan' })).toHaveCount(0);
    },
  },
  { persona: 'active-annual', says: /plan is active/, links: ['Change plan', 'Cancel plan'] },
  {
    persona: 'suspended-payment',
    says: /card was declined/,
    links: ['Update payment method', 'Cancel plan'],
  },
  {
    persona: 'suspended-snap',
    says: /SNAP eligibility needs to be re-verified/,
    then: async (page) => {
      await page.getByRole('link', { name: 'Re-verify SNAP eligibility' }).click();
      await expect(page).toHaveURL(/\/customer-account\/discount-programs\/snap$/);
      await page.goBack();
    },
  },
  {
    persona: 'pending-cancellation',
    says: /keep your benefits until/,
    buttons: ['Reinstate FreshPass'],
  },
  {
    persona: 'change-plan-pending',
    says: /plan change is scheduled/,
    links: ['Cancel plan'],
    then: async (page) => {
      await expect(fact(page, 'New plan from renewal')).toHaveText('Annual plan');
      await expect(fact(page, 'New fee from renewal')).toHaveText('$99.00');
    },
  },
  { persona: 'cancelled', says: /plan is cancelled\. Reinstate/, buttons: ['Reinstate FreshPass'] },
  { persona: 'new-shopper', says: /don't have a FreshPass plan/, links: ['Join FreshPass'] },
];

for (const view of VIEWS) {
  test(`manage shows the ${view.persona} view with its actions`, async ({ page }) => {
    await signIn(page, view.persona, MANAGE);
    await expect(page.getByText(view.says)).toBeVisible();
    for (const name of view.buttons ?? []) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    for (const name of view.links ?? [])
      await expect(page.getByRole('link', { name })).toBeVisible();
    await screenshotBothWidths(page, `manage-${view.persona}`);
    if (view.then) await view.then(page);
  });
}

test('a secondary household user sees the disabled-plan prompt and no actions', async ({
  page,
}) => {
  await signIn(page, 'secondary-household', MANAGE);
  await expect(page.getByText(/contact the primary account holder/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel plan' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change plan' })).toHaveCount(0);
  await screenshotBothWidths(page, 'manage-secondary-household');
});

for (const banner of ['vons', 'jewelosco']) {
  test(`manage on ${banner} shows the banner's phone and the plan`, async ({ page }) => {
    await signIn(page, 'active-monthly', MANAGE, bannerOrigin(banner));
    await expect(page.getByText(/plan is active/)).toBeVisible();
    await expect(fact(page, 'Plan')).toHaveText('Monthly plan');
    await screenshotBothWidths(page, `manage-${banner}`);
  });
}
