import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from './fixtures';

resetSandboxBeforeFile();

const vons = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../banners/vons.json'), 'utf8'),
) as { displayName: string; loyaltyProgramName: string; theme: { primary: string } };

test('vons.localhost gets the Vons theme and Vons words in the navigation', async ({ page }) => {
  const origin = bannerOrigin('vons');
  await signIn(page, 'active-monthly', '/freshpass/manage', origin);
  const shell = page.locator('.fp-shell');
  await expect(shell).toHaveAttribute('data-banner', 'vons');
  const primary = await shell.evaluate((el) =>
    getComputedStyle(el).getPropertyValue('--fp-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe(vons.theme.primary.toLowerCase());
  await expect(
    page
      .getByRole('navigation', { name: 'Account navigation' })
      .getByRole('link', { name: `${vons.loyaltyProgramName} rewards` }),
  ).toBeVisible();
});

test('the default host gets the fallback banner', async ({ page }) => {
  await page.goto('/freshpass/manage/freshpass-faq');
  await expect(page.locator('.fp-shell')).toHaveAttribute('data-banner', 'safeway');
});
