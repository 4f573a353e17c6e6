/**
 * Issue 15, item 2: content may not take the ids or names of the app's own elements. A pre-churn
 * tile and a left-nav payload that give their elements the ids and names of the cancel form's
 * fields leave every label with its field, and a submit without a reason still focuses the
 * form's own first field.
 */
import { TWO_BANNER_IDS } from '../banners';
import { bannerOrigin, signIn } from '../fixtures';
import { expect, repoJson, test } from './sandbox';

const BANNERS = TWO_BANNER_IDS;
const CANCEL = '/freshpass/manage/cancel-plan';

interface Tiles {
  tiles: { planTypes?: string[]; title: string }[];
}
interface NavV2 {
  leftNavGroupCollection: { id?: string; menuItems: { id?: string }[] }[];
}

/** The ids and names of the cancel form's fields, as the app renders them. */
async function formFields(page: import('@playwright/test').Page) {
  return page.locator('form').evaluate((form) => {
    const fields = Array.from(form.querySelectorAll('input, textarea, select'));
    return {
      ids: fields.map((f) => f.id).filter(Boolean),
      names: [...new Set(fields.map((f) => f.getAttribute('name') ?? '').filter(Boolean))],
    };
  });
}

for (const banner of BANNERS) {
  test(`${banner}: content ids and names cannot take the cancel form's fields`, async ({
    page,
    sandbox,
  }) => {
    const origin = bannerOrigin(banner);
    await signIn(page, 'active-annual', CANCEL, origin);
    await expect(page.getByRole('radio', { name: "I'm moving" })).toBeVisible();
    const { ids, names } = await formFields(page);
    expect(ids.length, 'the form has fields with ids').toBeGreaterThan(3);

    const hostile = [
      ...ids.map((id) => `<a id="${id}" href="/freshpass/manage">${id}</a>`),
      ...names.map((name) => `<a name="${name}">${name}</a>`),
      ...ids.map((id) => `<label for="${id}">label for ${id}</label>`),
    ].join(' ');
    const tiles = repoJson<Tiles>('content/pre-churn-tiles.json');
    tiles.tiles = tiles.tiles.map((tile) =>
      tile.planTypes?.includes('annual') ? { ...tile, title: `${tile.title} ${hostile}` } : tile,
    );
    await sandbox.putContent('pre-churn-tiles', tiles);
    const nav = repoJson<NavV2>('content/left-nav-v2.json');
    let next = 0;
    for (const group of nav.leftNavGroupCollection) {
      group.id = ids[next++ % ids.length];
      for (const item of group.menuItems) item.id = ids[next++ % ids.length];
    }
    await sandbox.putContent('left-nav-v2', nav);

    await page.reload();
    await expect(page.getByRole('radio', { name: "I'm moving" })).toBeVisible();
    await expect(page.getByRole('link', { name: ids[0] })).toBeVisible();

    const problems = await page.evaluate(
      ({ ids: fieldIds }) => {
        const form = document.querySelector('form');
        const found: string[] = [];
        for (const id of fieldIds) {
          const owner = document.getElementById(id);
          if (!owner || !form?.contains(owner) || owner.localName === 'a') {
            found.push(`#${id} is ${owner ? owner.outerHTML.slice(0, 60) : 'gone'}`);
          }
          if (document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length !== 1) {
            found.push(`#${id} is not unique`);
          }
        }
        for (const label of Array.from(form?.querySelectorAll('label[for]') ?? [])) {
          const control = (label as HTMLLabelElement).control;
          if (!control || !form?.contains(control)) {
            found.push(`label "${label.textContent?.trim()}" lost its field`);
          }
        }
        return found;
      },
      { ids },
    );
    expect(problems).toEqual([]);
    await expect(page.getByRole('textbox', { name: /Tell us more/ })).toBeVisible();

    // A submit without a reason focuses the form's own first field, not the content's link.
    await page.getByRole('button', { name: 'Cancel my plan' }).click();
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        inForm: Boolean(active && document.querySelector('form')?.contains(active)),
        tag: active?.localName,
      };
    });
    expect(focused).toEqual({ inForm: true, tag: 'input' });
    expect(await sandbox.mutations('/cancel')).toEqual([]);
  });
}
