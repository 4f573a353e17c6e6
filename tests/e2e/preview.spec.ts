/**
 * The editor preview in the built app, under the strict CSP: pasted content checked live by the
 * preview's precompiled validators (an eval would be a CSP violation and fail the test), applied
 * to the sandbox (`PUT /__sandbox/content/<banner>/<path>`), seen on the real screen, and reset.
 */
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
