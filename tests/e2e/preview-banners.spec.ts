/**
 * The editor preview on every banner (issue 14): each content kind pasted and checked, and the
 * side-by-side view (/__preview/banners) showing one screen for a picked shopper in all banners,
 * each tile with its header, logos and colours and the gate's problems of its banner file and of
 * the pasted content, in the words of `npm run validate`.
 */
import { ALL_BANNERS, type BannerFile } from './banners';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { bannerOrigin, expect, resetSandboxBeforeFile, test } from './fixtures';

resetSandboxBeforeFile();

const ROOT = join(import.meta.dirname, '../..');
const read = (rel: string) => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as unknown;

/** Every banner of banners/, in the app's order. */
const BANNERS = ALL_BANNERS;

/** Opens the side-by-side view from the single preview's link, on a banner's host. */
async function openSideBySide(page: Page, host: string) {
  await page.goto(`${bannerOrigin(host)}/__preview`);
  await page.getByRole('link', { name: 'See all banners side by side' }).click();
  await expect(page).toHaveURL(`${bannerOrigin(host)}/__preview/banners`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'All banners side by side' }),
  ).toBeVisible();
}

/** A banner's tile: the list item holding the section named by its heading. */
const tileOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Banners' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The tile of a banner shows its own screen: its header, colour logo, copy and colours. */
async function expectRenderedTile(page: Page, banner: BannerFile) {
  const tile = tileOf(page, banner.displayName);
  const render = tile.getByRole('button', { name: `Render ${banner.displayName} now` });
  // Tiles render as they come into view; the button renders one from the keyboard.
  if (await render.isVisible()) {
    // The tile may render on its own meanwhile (it came into view): nothing left to press then.
    const focused = await render.focus({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (focused) await page.keyboard.press('Enter');
  }
  // The screen is a picture (inert): found by its label, not by its role.
  const canvas = tile.locator(`section[aria-label="${banner.displayName}: rendered screen"]`);
  await expect(canvas.getByText(`FreshPass at ${banner.displayName}`)).toBeVisible();
  const logo = canvas.locator(`img[alt*="${banner.displayName}"]`);
  await expect(logo).toHaveAttribute('src', new RegExp(banner.logos.color.replace('.svg', '')));
  await expect(canvas.getByText(/^You don't have a FreshPass plan yet\./)).toBeVisible();
  // The tile wears the banner's own colours.
  await expect(canvas).toHaveCSS('--fp-primary', new RegExp(banner.theme.primary, 'i'));
}

/**
 * Every banner's tile, its gate answer and its heading, with the manage screen for the new
 * shopper picked; `rendered` are the tiles whose screen is also rendered and checked.
 */
async function expectTiles(page: Page, rendered: readonly BannerFile[]) {
  await page.getByRole('combobox', { name: 'Screen' }).selectOption('manage');
  await page
    .getByRole('combobox', { name: 'Shopper (sandbox persona)' })
    .selectOption('new-shopper');
  // Each tile's own heading (the screens inside have theirs).
  await expect(
    page.getByRole('list', { name: 'Banners' }).locator(':scope > li > section > h2'),
  ).toHaveText(BANNERS.map((b) => b.displayName));
  // The shipped banners pass the gate.
  await expect(page.getByRole('status').filter({ hasText: /banners:/ })).toHaveText(
    `${BANNERS.length} banners: 0 with errors, 0 with warnings only, ${BANNERS.length} without problems.`,
  );
  for (const banner of BANNERS) {
    await expect(tileOf(page, banner.displayName)).toContainText(
      `No problems: the gate passes banners/${banner.id}.json and the pasted content for this banner.`,
    );
    if (rendered.includes(banner)) await expectRenderedTile(page, banner);
  }
}

const bannerById = (id: string) => {
  const banner = BANNERS.find((b) => b.id === id);
  if (!banner) throw new Error(`banners/${id}.json is missing`);
  return banner;
};

// Every tile rendered once, on one host; the other host's view renders its own banner's tile
// and another's (the rest of its tiles are the same screens, checked here).
test('safeway: one screen for the picked shopper in every banner, each with its own header and no problems', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSideBySide(page, 'safeway');
  await expectTiles(page, BANNERS);
});

// One load of the view on the vons host: its tiles, then the phone width, then a pasted banner.
test('vons: every banner checked, tiles fit a phone, and a pasted banner is checked against every other banner', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSideBySide(page, 'vons');
  await test.step('one screen for the picked shopper in every banner, each with its own header and no problems', async () => {
    await expectTiles(page, [bannerById('vons'), bannerById('safeway')]);
  });

  await test.step('on a phone, the tiles take the width of the screen and nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const first = tileOf(page, BANNERS[0].displayName);
    await first.scrollIntoViewIfNeeded();
    await expect(first.getByText(`FreshPass at ${BANNERS[0].displayName}`)).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    const box = await first.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1200, height: 900 });
  });

  await test.step("a pasted banner is checked against every other banner: contrast, leftovers and a missing logo, in the gate's words", async () => {
    await page
      .getByRole('combobox', { name: 'Screen' })
      .selectOption({ label: 'Paste content (JSON)…' });
    const editor = page.getByRole('textbox', { name: 'Content JSON' });
    const vons = read('banners/vons.json') as BannerFile;

    // Vons with a link colour too light to read.
    await editor.fill(
      JSON.stringify({ ...vons, theme: { ...vons.theme, link: '#8C8C8C' } }, null, 2),
    );
    const vonsProblems = page.getByRole('list', { name: 'Problems of Vons' });
    await expect(vonsProblems).toContainText(
      'Error in banners/vons.json /theme/link link #8C8C8C on surface #FFFFFF has contrast 3.36:1, below WCAG AA 4.5:1; the nearest link that passes is #767676 (did you mean "#767676"?)',
    );
    await expect(tileOf(page, 'Safeway')).toContainText('No problems');

    // A new banner copied from Vons: Vons' name and type left in, and a logo file that is not there.
    const copy = {
      ...vons,
      id: 'newmarket',
      order: 99,
      logos: { color: 'newmarket.svg', white: 'newmarket-white.svg' },
    };
    await editor.fill(JSON.stringify(copy, null, 2));
    const added = page.getByRole('list', { name: 'Problems of banners/newmarket.json' });
    await expect(added).toContainText(
      'displayName "Vons" is already the displayName of banners/vons.json: write this banner\'s own',
    );
    await expect(added).toContainText(
      `bannerType "${String((vons as unknown as { bannerType: string }).bannerType)}" is already the type of banners/vons.json`,
    );
    await expect(added).toContainText('logo file banners/logos/newmarket.svg does not exist');
    await expect(tileOf(page, 'banners/newmarket.json')).toContainText(
      'banners/newmarket.json is not in the build yet: it is checked, not rendered.',
    );
    await expect(page.getByRole('status').filter({ hasText: /banners:/ })).toHaveText(
      `${BANNERS.length + 1} banners: 1 with errors, 0 with warnings only, ${BANNERS.length} without problems.`,
    );
    // What the editor typed is still there.
    await expect(editor).toHaveValue(JSON.stringify(copy, null, 2));
  });
});

test('pasted content is shown and checked in every banner at once', async ({ page }) => {
  await openSideBySide(page, 'safeway');
  await page
    .getByRole('combobox', { name: 'Screen' })
    .selectOption({ label: 'Paste content (JSON)…' });
  const faq = read('content/faq.json') as { sections: object[] };
  const pasted = {
    ...faq,
    sections: [
      { id: 'preview', title: 'Can I preview this at {banner}?', html: '<p>Yes.</p>', titel: 'x' },
    ],
  };
  await page.getByRole('textbox', { name: 'Content JSON' }).fill(JSON.stringify(pasted, null, 2));
  for (const banner of BANNERS) {
    const tile = tileOf(page, banner.displayName);
    await expect(
      tile.getByRole('list', { name: `Problems of ${banner.displayName}` }),
    ).toContainText('Error in content/faq.json /sections/0/titel unknown key "titel"');
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.getByText(`Can I preview this at ${banner.displayName}?`)).toBeVisible();
  }
});

/** Every kind the preview takes, with a shipped file of it and its label in the kind picker. */
const KINDS: readonly [string, string, string][] = [
  ['screen-layout', 'content/screens/manage.json', 'Screen layout'],
  ['faq', 'content/faq.json', 'FAQ'],
  ['benefit-tiles', 'content/benefit-tiles.json', 'Benefit tiles'],
  ['pre-churn-tiles', 'content/pre-churn-tiles.json', 'Pre-churn tiles'],
  ['snap-easy-steps', 'content/snap-easy-steps.json', 'SNAP easy steps'],
  ['offers', 'content/offers.json', 'Offers'],
  ['plans', 'content/plans.json', 'Plans'],
  ['error-catalogue', 'content/error-catalogue.json', 'Error catalogue'],
  ['ui-text', 'content/ui-text.json', 'Labels'],
  ['left-nav-v1', 'content/left-nav-v1.json', 'Left navigation v1'],
  ['left-nav-v2', 'content/left-nav-v2.json', 'Left navigation v2'],
  ['feature-toggles', 'content/feature-toggles.json', 'Feature toggles'],
  ['constants', 'content/constants.json', 'Constants'],
  ['terms', 'content/terms.json', 'Terms'],
  ['form', 'content/forms/zip-code.json', 'Form'],
  ['banner', 'banners/vons.json', 'Banner'],
];

test('every kind of content can be pasted: the shipped file passes, a stray key is named', async ({
  page,
}) => {
  await page.goto(`${bannerOrigin('vons')}/__preview`);
  await page
    .getByRole('combobox', { name: 'Screen' })
    .selectOption({ label: 'Paste content (JSON)…' });
  const editor = page.getByRole('textbox', { name: 'Content JSON' });
  const kind = page.getByRole('combobox', { name: 'Content kind' });
  for (const [id, file, label] of KINDS) {
    await kind.selectOption(id);
    const shipped = read(file) as Record<string, unknown>;
    await editor.fill(JSON.stringify(shipped, null, 2));
    await expect(
      page.getByText(new RegExp(`^Checked as ${label} \\(.* No problems`)),
    ).toBeVisible();
    // A misspelt top-level key: every kind's schema refuses keys it does not know.
    await editor.fill(JSON.stringify({ ...shipped, zzTypo: 1 }, null, 2));
    await expect(page.locator('li[data-line]').filter({ hasText: '/zzTypo' })).toContainText(
      '"zzTypo": 1',
    );
  }
});
