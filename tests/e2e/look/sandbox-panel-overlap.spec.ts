/**
 * Issue 22 §2: the sandbox panel covers nothing. Every link, button, field and frame of every
 * route is scrolled to the viewport's bottom edge (where a floating panel sat), at 375 and 1280 px
 * on one banner of each kind of content (where a control sits follows from the content and the
 * banner's words: docs/decisions/parity-by-content-kind.md), and `elementFromPoint` at its
 * centre and near its bottom edge must find the element itself (or something inside it), never
 * the panel or anything else (a screen's own sticky action row, which stays over content
 * scrolling under it by design, excepted).
 */
import type { Page } from '@playwright/test';
import { SCREEN_ROUTES } from '../../../src/routes/route-table';
import { CONTENT_KIND_BANNER_IDS } from '../banners';
import {
  bannerOrigin,
  expect,
  goToScreen,
  resetSandboxBeforeFile,
  signIn,
  test,
} from '../fixtures';
import { WIDTHS } from '../screenshots';

resetSandboxBeforeFile();

/** Each interactive element it finds covered, with what covers it. */
function coveredElements(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''
      } "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const targets = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, iframe'),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const isStickyRow = (hit: Element) => {
      for (let el: Element | null = hit; el; el = el.parentElement) {
        if (el.closest('#fp-sandbox-panel')) return false;
        if (getComputedStyle(el).position === 'sticky') return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const el of targets) {
      // Bottom edge of the element on the bottom edge of the viewport (as far as the page scrolls).
      const before = el.getBoundingClientRect();
      window.scrollBy(0, before.bottom - window.innerHeight);
      await new Promise(requestAnimationFrame);
      // An inline link that wraps has two boxes; its first one is all of it on one line.
      const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      for (const y of [box.top + box.height / 2, box.bottom - 2]) {
        if (y < 0 || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === el || el.contains(hit)) continue;
        // A label's own control is the same target.
        if (hit instanceof HTMLLabelElement && hit.control === el) continue;
        // A screen's own sticky action row (cancel-plan's "Cancel my plan / Keep my plan") stays
        // over the content scrolling under it by design; the page scrolls a focused field clear.
        if (isStickyRow(hit)) continue;
        problems.push(`${name(el)} is covered by ${name(hit)}`);
        break;
      }
    }
    return problems;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 700 } });

    for (const banner of CONTENT_KIND_BANNER_IDS) {
      test(`${banner}: the sandbox panel covers no link, button or field on any route`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const origin = bannerOrigin(banner);
        await signIn(page, 'active-monthly', '/freshpass/manage', origin);
        const found: string[] = [];
        for (const route of SCREEN_ROUTES) {
          // Through the app's router: the layout is the screen's either way, and a move costs a
          // fraction of a page load (this spec loaded 78 pages).
          await goToScreen(page, origin, route.path);
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(
            page.getByRole('complementary', { name: 'Sandbox test mode' }).getByRole('button'),
          ).toBeVisible();
          for (const problem of await coveredElements(page))
            found.push(`${route.path}: ${problem}`);
        }
        expect(found).toEqual([]);
      });
    }
  });
}
