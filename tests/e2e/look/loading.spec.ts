/**
 * Issue 22 §3, "Loading": with the subscription call held, manage, change, cancel, update-payments
 * and the confirmation draw each block they will show as a skeleton of that block's own size (not
 * one grey bar), the region is `aria-busy` and paints no words until it fills, and once the call is
 * let go the blocks take the skeletons' places without changing place or height. The three flow banners (FLOW_BANNERS), at
 * 375 and 1280 px: one page load a screen, resized while held and again once filled.
 */
import type { Locator, Page } from '@playwright/test';
import { bannerOrigin, signIn } from '../fixtures';
import { expect, test } from '../hostile/sandbox';
import { WIDTHS } from '../screenshots';
import { FLOW_BANNERS } from '../banners';

const SUBSCRIPTION = '/api/subscription/user/get/';
/**
 * Each screen, and the control that shows once it is filled; `untitled` for a screen whose title
 * waits for the data (only a bar in its place until then); `bound`, the content its tiles are
 * drawn from, read again once the page is live and held too: the page carries it, so the tiles'
 * skeletons have their size before that read answers (a slow one grew them under the shopper).
 */
const SCREENS = [
  { path: '/freshpass/manage', role: 'link', filled: 'Change plan', bound: 'benefit-tiles' },
  { path: '/freshpass/manage/change', role: 'button', filled: 'Confirm plan change' },
  {
    path: '/freshpass/manage/cancel-plan',
    role: 'button',
    filled: 'Cancel my plan',
    bound: 'pre-churn-tiles',
  },
  { path: '/freshpass/manage/update-payments', role: 'link', filled: 'Back to Manage FreshPass' },
  {
    path: '/freshpass/manage/confirmation',
    role: 'link',
    filled: 'Go to Manage FreshPass',
    untitled: true,
  },
] as const;

/**
 * Where something sits in the main column and how tall it is (px). From the column's top: at
 * 375 px the navigation above it can take a moment to fold after a resize, which is not the
 * screen's doing.
 */
type Box = { top: number; height: number; left: number; width: number };

/**
 * The page's title (the h1, or the bar in its place) and each block of the main column in order:
 * its layout id and box.
 */
async function boxes(page: Page, within: string): Promise<[string, Box][]> {
  return page
    .locator(`main h1, main .fp-skeleton--title, ${within} [data-block]`)
    .evaluateAll((found) => {
      const column = found[0]?.closest('main')?.getBoundingClientRect().top ?? 0;
      return found.map((el): [string, Box] => {
        const { top, height, left, width } = el.getBoundingClientRect();
        const id = el.getAttribute('data-block') ?? 'title';
        return [
          id,
          {
            top: Math.round(top - column),
            height: Math.round(height),
            left: Math.round(left),
            width: Math.round(width),
          },
        ];
      });
    });
}

function expectSame(before: Box, after: Box, what: string, keepsWidth: boolean) {
  const says = `${what}: skeleton ${JSON.stringify(before)}, filled ${JSON.stringify(after)}`;
  expect(Math.abs(after.top - before.top), says).toBeLessThanOrEqual(4);
  expect(Math.abs(after.height - before.height), says).toBeLessThanOrEqual(4);
  expect(Math.abs(after.left - before.left), says).toBeLessThanOrEqual(1);
  if (keepsWidth) {
    expect(Math.abs(after.width - before.width), says).toBeLessThanOrEqual(1);
  }
}

/**
 * The skeleton's screen box and the column it sits in (px), measured with every block's content
 * hidden for a moment (through the CSSOM, which the CSP allows): the box must take the column's
 * width (up to the screen's 1280 px) whatever its blocks hold, or it widens as their styles arrive
 * on a slow connection, a layout shift (issue 27).
 */
async function emptiedWidths(loading: Locator): Promise<{ screen: number; column: number }> {
  return loading.evaluate((region) => {
    const screen = region.querySelector('.fp-screen');
    const inner = Array.from(region.querySelectorAll<HTMLElement>('.fp-screen [data-block] > *'));
    for (const el of inner) el.style.display = 'none';
    const widths = {
      screen: Math.round(screen?.getBoundingClientRect().width ?? 0),
      column: Math.round(Math.min(region.getBoundingClientRect().width, 1280)),
    };
    for (const el of inner) el.style.display = '';
    return widths;
  });
}

for (const { id: banner } of FLOW_BANNERS) {
  test(`${banner}: a slow subscription draws each block as a skeleton of its size, then fills it`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'active-monthly', '/freshpass/manage/freshpass-faq', bannerOrigin(banner));
    for (const screen of SCREENS) {
      const { path, role, filled } = screen;
      await test.step(path, async () => {
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await sandbox.fault({ path: SUBSCRIPTION, hold: true, times: 1 });
        const bound = 'bound' in screen ? `/content/${banner}/${screen.bound}` : undefined;
        if (bound) await sandbox.fault({ path: bound, hold: true, times: 1 });
        await page.goto(`${bannerOrigin(banner)}${path}`);
        const loading = page.locator('main .fp-screen-loading');
        await expect(loading).toHaveAttribute('aria-busy', 'true');
        const skeletons = loading.locator('[data-block].fp-skeleton');
        await expect(skeletons.first()).toBeVisible();
        // Screen readers hear one busy status, and nothing else is painted: no stand-in words,
        // no title that the shopper's data might make untrue, no card frame loading.
        const status = await loading.getByRole('status').innerText();
        expect((await loading.innerText()).trim()).toBe(status.trim());
        await expect(page.getByRole(role, { name: filled })).toHaveCount(0);
        await expect(page.locator('main iframe')).toHaveCount(0);
        if ('untitled' in screen) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
          await expect(loading.locator('.fp-skeleton--title')).toBeVisible();
        }
        const waiting = new Map<number, [string, Box][]>();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const drawn = await boxes(page, 'main .fp-screen-loading');
          // One skeleton a block, not one bar for the page.
          expect(drawn.length, `${width}px`).toBeGreaterThanOrEqual(4);
          await expect(skeletons).toHaveCount(drawn.length - 1);
          const widths = await emptiedWidths(loading);
          expect(widths.screen, `${width}px: the skeleton fills its column`).toBe(widths.column);
          waiting.set(width, drawn);
        }

        expect(await sandbox.release(SUBSCRIPTION), 'held while checked').toBe(1);
        if (bound) expect(await sandbox.release(bound), `${bound} held while checked`).toBe(1);
        await expect(page.getByRole(role, { name: filled })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"], main .fp-skeleton')).toHaveCount(0);
        for (const width of [...WIDTHS].reverse()) {
          await page.setViewportSize({ width, height: 800 });
          const before = waiting.get(width)!;
          const shown = await boxes(page, 'main .fp-screen');
          expect(shown.map(([id]) => id)).toEqual(before.map(([id]) => id));
          for (const [i, [id, box]] of shown.entries()) {
            // The title's bar is a line of text's length, not the h1's box: blocks keep their width.
            expectSame(before[i]![1], box, `${width}px ${id}`, id !== 'title');
          }
        }
      });
    }
  });
}
