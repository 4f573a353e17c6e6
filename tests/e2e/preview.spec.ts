/**
 * The editor preview in the built app, under the strict CSP: pasted content checked live by the
 * preview's precompiled validators (an eval would be a CSP violation and fail the test), applied
 * to the sandbox (`PUT /__sandbox/content/<banner>/<path>`), seen on the real screen, and reset.
 */
import { TWO_BANNER_IDS } from './banners';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bannerOrigin, expect, resetSandboxBeforeFile, test } from './fixtures';

resetSandboxBeforeFile();

interface Faq {
  displayType: string;
  sections: { id: string; title: string; html: string }[];
}
const FAQ = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../content/faq.json'), 'utf8'),
) as Faq;
const SHIPPED_FIRST = FAQ.sections[0].title.replace('{product}', 'FreshPass');
const PASTED = {
  ...FAQ,
  sections: [{ id: 'preview', title: 'Can I preview this at {banner}?', html: '<p>Yes.</p>' }],
};

test('an editor pastes the FAQ, sees it live, applies it to the sandbox, opens the real screen and resets it', async ({
  page,
  context,
}) => {
  await page.goto(`${bannerOrigin('vons')}/__preview`);
  await page
    .getByRole('combobox', { name: 'Screen' })
    .selectOption({ label: 'Paste content (JSON)…' });
  const editor = page.getByRole('textbox', { name: 'Content JSON' });
  const canvas = page.getByRole('region', { name: 'Rendered screen' });

  // A typo first: shown beside its line, and not applied.
  const typo = { ...PASTED, sections: [{ ...PASTED.sections[0], titel: 'x' }] };
  await editor.fill(JSON.stringify(typo, null, 2));
  const line = page.locator('li[data-line]').filter({ hasText: '/sections/0/titel' });
  await expect(line).toContainText('"titel": "x"');
  await expect(line).toContainText('unknown key "titel"');
  const apply = page.getByRole('button', { name: 'Apply to the sandbox' });
  await expect(apply).toHaveAttribute('aria-disabled', 'true');

  await editor.fill(JSON.stringify(PASTED, null, 2));
  await expect(page.getByText(/Checked as FAQ .* No problems/)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Can I preview this at Vons?' })).toBeVisible();
  await apply.click();
  await expect(
    page.getByText(/^Applied: the sandbox serves your content\/faq.json to Vons/),
  ).toBeVisible();

  const [real] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open the real screen for Vons (new tab)' }).click(),
  ]);
  await expect(real).toHaveURL(`${bannerOrigin('vons')}/freshpass/manage/freshpass-faq`);
  await expect(real.getByRole('button', { name: 'Can I preview this at Vons?' })).toBeVisible();
  await expect(real.getByRole('button', { name: SHIPPED_FIRST })).toHaveCount(0);

  await page.getByRole('button', { name: "Reset to the repository's content" }).click();
  await expect(
    page.getByText(/^Reset: the sandbox serves content\/faq.json from the repository/),
  ).toBeVisible();
  await real.reload();
  await expect(real.getByRole('button', { name: SHIPPED_FIRST })).toBeVisible();
  await expect(real.getByRole('button', { name: 'Can I preview this at Vons?' })).toHaveCount(0);
  await real.close();
  // What the editor typed is still there.
  await expect(editor).toHaveValue(JSON.stringify(PASTED, null, 2));
});

for (const banner of TWO_BANNER_IDS) {
  test(`${banner}: the picked shopper decides which blocks of the manage screen show`, async ({
    page,
  }) => {
    await page.goto(`${bannerOrigin(banner)}/__preview`);
    await page.getByRole('combobox', { name: 'Screen' }).selectOption('manage');
    const canvas = page.getByRole('region', { name: 'Rendered screen' });
    const active = canvas.getByText(/^Your FreshPass plan is active\.$/);
    const none = canvas.getByText(/^You don't have a FreshPass plan yet\./);
    const household = canvas.getByText(/managed by the primary account holder of your household/);
    const persona = page.getByRole('combobox', { name: 'Shopper (sandbox persona)' });

    // The preview starts on an active monthly member.
    await expect(active).toBeVisible();
    await expect(none).toHaveCount(0);
    await expect(household).toHaveCount(0);

    await persona.selectOption('new-shopper');
    await expect(none).toBeVisible();
    await expect(active).toHaveCount(0);

    await persona.selectOption('secondary-household');
    await expect(household).toBeVisible();
    // The persona's own plan (issue 25): the household's active plan, not "no plan yet".
    await expect(none).toHaveCount(0);

    // Or a status and a role picked by hand.
    await page.getByRole('combobox', { name: 'Subscription status' }).selectOption('ACTIVE');
    await page.getByRole('combobox', { name: 'Role' }).selectOption('primary');
    await expect(active).toBeVisible();
    await expect(none).toHaveCount(0);
    await expect(household).toHaveCount(0);
  });

  test(`${banner}: a misspelt catalogue key gets the gate's did-you-mean, beside its line and in the failed block`, async ({
    page,
  }) => {
    await page.goto(`${bannerOrigin(banner)}/__preview`);
    await page
      .getByRole('combobox', { name: 'Screen' })
      .selectOption({ label: 'Paste content (JSON)…' });
    const layout = {
      $schema: '../../schemas/screen-layout.schema.json',
      id: 'draft',
      title: 'Draft',
      blocks: [{ type: 'notice', id: 'paid', props: { catalogueMessage: 'paymentUpdatd' } }],
    };
    await page.getByRole('textbox', { name: 'Content JSON' }).fill(JSON.stringify(layout, null, 2));
    // The words of `npm run validate` (shared-node/validate/preview-words.test.ts holds them equal).
    const words =
      'catalogue message "paymentUpdatd" is not in content/error-catalogue.json: use a code of "codes" or a key of "messages" (did you mean "paymentUpdated"?)';
    const line = page
      .locator('li[data-line]')
      .filter({ hasText: '/blocks/0/props/catalogueMessage' });
    await expect(line).toContainText(words);
    const failed = page.getByRole('region', { name: 'Rendered screen' }).getByRole('alert');
    await expect(failed).toContainText('Why block "paid" failed');
    await expect(failed).toContainText(words);

    // Every kind is checked: a catalogue pasted with a misspelt key is told the key it meant.
    const catalogue = { $schema: '../schemas/error-catalogue.schema.json', codes: {}, mesages: {} };
    await page
      .getByRole('textbox', { name: 'Content JSON' })
      .fill(JSON.stringify(catalogue, null, 2));
    await expect(page.getByText(/^Checked as Error catalogue/)).toBeVisible();
    await expect(page.locator('li[data-line]').filter({ hasText: '/mesages' })).toContainText(
      'unknown key "mesages" (did you mean "messages"?)',
    );
  });
}
