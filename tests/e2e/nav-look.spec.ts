/**
 * Issue 12, defects 5 and 6 in the account navigation (v2, the default): a loyalty program whose
 * name already ends in "Rewards" is not followed by "rewards" again, and each group shows the
 * icon its payload's `groupIcon` names (content/left-nav-v2.json), not one dot for all.
 */
import { TWO_BANNER_IDS, THIRD_LOOK_BANNER } from './banners';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from './fixtures';

resetSandboxBeforeFile();

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Account navigation' });

for (const [banner, program] of [
  ['kingsfoodmarkets', 'Kings Rewards'],
  ['balduccis', "Balducci's Rewards"],
] as const) {
  test(`${banner}: the loyalty program is named once in the navigation (defect 5)`, async ({
    page,
  }) => {
    await signIn(page, 'active-annual', '/freshpass/manage', bannerOrigin(banner));
    const link = nav(page).getByRole('link', { name: program, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/rewards/partners');
    await expect(page.getByText(/rewards rewards/i)).toHaveCount(0);
  });
}

const payload = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../content/left-nav-v2.json'), 'utf8'),
) as { leftNavGroupCollection: { groupTitle: string; groupIcon: string }[] };

for (const banner of [...TWO_BANNER_IDS, THIRD_LOOK_BANNER]) {
  test(`${banner}: each navigation group shows its own icon (defect 6)`, async ({ page }) => {
    const iconResponses = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (
        url.origin === bannerOrigin(banner) &&
        url.pathname.startsWith('/content-assets/nav-icon-')
      )
        iconResponses.add(`${response.status()} ${url.pathname.split('/').at(-1) ?? ''}`);
    });
    await signIn(page, 'active-annual', '/freshpass/manage', bannerOrigin(banner));
    const groups = payload.leftNavGroupCollection;
    const masks: string[] = [];
    for (const group of groups) {
      const heading = nav(page).getByRole('heading', { name: group.groupTitle, exact: true });
      await expect(heading).toBeVisible();
      const icon = heading.locator('[aria-hidden="true"]');
      await expect(icon).toHaveCount(1);
      await expect(icon).toBeVisible();
      const drawn = await icon.evaluate((el) => {
        const style = getComputedStyle(el);
        return { mask: style.maskImage, width: el.getBoundingClientRect().width };
      });
      expect(drawn.mask, `${group.groupTitle}'s icon`).toContain(
        `/content-assets/nav-icon-${group.groupIcon}.svg`,
      );
      expect(drawn.width).toBeGreaterThan(0);
      masks.push(drawn.mask);
    }
    expect(new Set(masks).size, 'one icon per group').toBe(groups.length);
    // The page fetched each image the icons name, from its own origin.
    await expect
      .poll(() => [...iconResponses].sort())
      .toEqual(groups.map((g) => `200 nav-icon-${g.groupIcon}.svg`).sort());
    // Each is an SVG image of the site.
    const types = await page.evaluate(
      (names) =>
        Promise.all(
          names.map(async (name) => {
            const response = await fetch(`/content-assets/nav-icon-${name}.svg`);
            return `${response.status} ${response.headers.get('content-type') ?? ''}`;
          }),
        ),
      groups.map((g) => g.groupIcon),
    );
    expect(types).toEqual(groups.map(() => expect.stringMatching(/^200 image\/svg\+xml/)));
  });
}
