/**
 * Issue 22 §1, in the browser on three banners at 375 and 1280 px: the card frame wears the page's
 * font and the banner's primary colour, its button says what it does, it is as tall as its
 * content, nothing of the card stays on screen once saved, and a refused card gets one message,
 * the catalogue's. Under WCAG 1.4.12 text spacing (issue 28) the frame is checked at 320, 375 and
 * 1280 px in tests/e2e/accessibility/update-payments.spec.ts.
 */
import type { Page } from '@playwright/test';
import { cardFrame, enterCard } from '../acquisition/helpers';
import { FLOW_BANNERS } from '../banners';
import { expect, expectNoAxeViolations, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { catalogue } from '../hostile/failures';
import { WIDTHS } from '../screenshots';
import { docShot } from './look-shots';

resetSandboxBeforeFile();

const UPDATE = '/freshpass/manage/update-payments';
const UPDATED = "You're all set! Your payment method has been updated.";

/** The frame element's size against its document's, and the look of what is inside. */
async function frameLook(page: Page) {
  const element = page.locator('iframe[title="Card details"]');
  await expect(cardFrame(page).getByRole('button')).toBeVisible();
  const frame = await (await element.elementHandle())!.contentFrame();
  const inside = await frame!.evaluate(() => {
    const button = document.querySelector('button')!;
    return {
      font: getComputedStyle(document.body).fontFamily,
      buttonBackground: getComputedStyle(button).backgroundColor,
      contentHeight: Math.ceil(document.documentElement.scrollHeight),
    };
  });
  const outside = await page.evaluate(() => ({
    font: getComputedStyle(document.body).fontFamily,
    primary: (() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--fp-primary)';
      document.querySelector('.fp-shell')!.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    })(),
    frameHeight: document.querySelector('iframe[title="Card details"]')!.clientHeight,
  }));
  return { inside, outside };
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const banner of FLOW_BANNERS) {
      // One sign-in: the frame as the shopper first sees it (checked by axe too), then a refused
      // and a saved card in it.
      test(`${banner.id}: the frame wears the banner's theme, says "Save card" and fits its content; a saved card leaves nothing of its number on screen, a refused one gets one message`, async ({
        page,
      }) => {
        await signIn(page, 'active-monthly', UPDATE, banner.origin);
        await expect
          .poll(async () => {
            const { inside, outside } = await frameLook(page);
            return inside.contentHeight <= outside.frameHeight;
          })
          .toBe(true);
        const { inside, outside } = await frameLook(page);
        expect(inside.font).toBe(outside.font);
        expect(inside.buttonBackground).toBe(outside.primary);
        await expect(cardFrame(page).getByRole('button')).toHaveText('Save card');
        await docShot(
          page.getByRole('region', { name: 'New card' }),
          `card-frame-${banner.id}-${width}`,
        );
        await expectNoAxeViolations(page);

        await enterCard(page, '4000 0000 0000 0002');
        const alerts = page.getByRole('alert');
        await expect(alerts).toHaveCount(1);
        await expect(alerts).toHaveText(catalogue.codes['00022']?.message ?? '');
        await expect(cardFrame(page).locator('body')).not.toContainText(/00022|refused/i);
        await enterCard(page, '4111 1111 1111 1111');
        await expect(page.getByText(UPDATED)).toBeVisible({ timeout: 15_000 });
        const frame = cardFrame(page);
        await expect(frame.getByRole('status')).toHaveText('Visa ending 1111 saved.');
        for (const label of ['Card number', 'Expiry (MM/YY)', 'Security code'])
          await expect(frame.getByLabel(label)).toHaveValue('');
      });
    }
  });
}
