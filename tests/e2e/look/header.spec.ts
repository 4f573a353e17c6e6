/**
 * Issue 22 §5, "Each banner looks like itself", in the browser on three banners at 375 and
 * 1280 px: the header names the signed-in shopper and signs out (ending the session, landing on
 * sign-in); long banner names keep the header to its logo row and one title line; Shaw's keeps its
 * apostrophe; Star Market is not Safeway's red; phone numbers are tel: links.
 */
import type { Page } from '@playwright/test';
import { FLOW_BANNERS } from '../banners';
import {
  bannerOrigin,
  expect,
  expectNoAxeViolations,
  resetSandboxBeforeFile,
  signIn,
  test,
} from '../fixtures';
import { WIDTHS } from '../screenshots';
import { docShot } from './look-shots';

resetSandboxBeforeFile();

const FAQ = '/freshpass/manage/freshpass-faq';

/** How many lines the header's title takes, and whether anything in the header sticks out. */
function headerFit(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const title = header.querySelector<HTMLElement>('.fp-header__title')!;
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    const out = [...header.querySelectorAll<HTMLElement>('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth);
    });
    return {
      titleLines: Math.round(title.getBoundingClientRect().height / lineHeight),
      sticksOut: out.map((el) => el.className || el.tagName),
      height: header.getBoundingClientRect().height,
    };
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const banner of FLOW_BANNERS) {
      // One sign-in for what an active member reads on the FAQ: the header, then the page's
      // phone numbers, then Sign out, which ends the session.
      test(`${banner.id}: the header greets the shopper by first name, every phone number on the FAQ is a tel: link, and Sign out ends the session`, async ({
        page,
      }) => {
        await signIn(page, 'active-monthly', FAQ, banner.origin);
        const header = page.getByRole('banner');
        await expect(header.getByText('Hi, Maya')).toBeVisible();
        const signOut = header.getByRole('button', { name: 'Sign out' });
        await expect(signOut).toBeVisible();
        expect((await headerFit(page)).sticksOut).toEqual([]);
        await docShot(header, `header-${banner.id}-${width}`);

        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByText(banner.phone).first()).toBeVisible();
        const bare = await main.evaluate((root, phone) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          const found: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (
              node.textContent?.includes(phone) &&
              !node.parentElement?.closest('a[href^="tel:"]')
            )
              found.push(node.parentElement?.textContent ?? '');
          }
          return found;
        }, banner.phone);
        expect(bare).toEqual([]);
        const telHref = `tel:+${banner.phone.replace(/\D/g, '')}`;
        await expect(main.locator(`a[href="${telHref}"]`).first()).toBeVisible();
        // The FAQ is checked as the shopper reads it, before the session ends.
        await expectNoAxeViolations(page);

        await signOut.click();
        await expect(page).toHaveURL((url) => url.pathname === '/account/sign-in.html');
        // The session is over: an account page now sends the shopper to sign in.
        await page.goto(`${banner.origin}/freshpass/manage`);
        await expect(page).toHaveURL((url) => url.pathname === '/account/sign-in.html');
      });

      test(`${banner.id}: on the subscribe landing page the greeting and Sign out read on the brand colour`, async ({
        page,
      }) => {
        await signIn(page, 'new-shopper', '/freshpass/manage/subscribe', banner.origin);
        const header = page.getByRole('banner');
        const greeting = header.getByText('Hi, ');
        await expect(greeting).toBeVisible();
        const colours = await header.evaluate((el) => ({
          background: getComputedStyle(el).backgroundColor,
          text: getComputedStyle(el.querySelector('.fp-header__sign-out')!).color,
        }));
        expect(colours.text).not.toBe(colours.background);
        expect(colours.text).toBe('rgb(255, 255, 255)');
        expect((await headerFit(page)).sticksOut).toEqual([]);
        await docShot(page, `subscribe-${banner.id}-${width}`);
      });
    }

    for (const id of ['andronicos', 'kingsfoodmarkets', 'shaws']) {
      test(`${id}: the header fits: logo and shopper on one row, the title on one line`, async ({
        page,
      }) => {
        await signIn(page, 'active-monthly', FAQ, bannerOrigin(id));
        const header = page.getByRole('banner');
        await expect(header.getByText('Hi, Maya')).toBeVisible();
        const fit = await headerFit(page);
        expect(fit.sticksOut).toEqual([]);
        expect(fit.titleLines, 'the title takes one line').toBe(1);
        // The logo row and one title line, never three rows.
        expect(fit.height).toBeLessThanOrEqual(width < 600 ? 110 : 90);
        if (id === 'shaws') {
          await expect(header.getByText("FreshPass at Shaw's")).toBeVisible();
          await expect(header.getByRole('link', { name: "Shaw's home" })).toBeVisible();
        }
        await docShot(header, `header-${id}-${width}`);
      });
    }
  });
}

test('Safeway and Star Market each wear their own primary colour', async ({ page }) => {
  const colours: string[] = [];
  for (const id of ['safeway', 'starmarket']) {
    await page.goto(`${bannerOrigin(id)}${FAQ}`);
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    colours.push(await header.evaluate((el) => getComputedStyle(el).borderBottomColor));
  }
  expect(colours[0]).not.toBe(colours[1]);
});
