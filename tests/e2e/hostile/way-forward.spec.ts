/**
 * Issue 12, "A way forward from every error": a failed read shows the catalogue's words, a
 * "Try again" that reads again without reloading the page, and the banner's phone as a tel:
 * link; a slow screen shows skeletons, not a line of "Loading…"; a busy button says what it is
 * doing and sends once however often it is pressed; update payment shows the card on file,
 * the way back after a save, and saving moves nothing on the page (defect 8).
 */
import type { Locator, Page } from '@playwright/test';
import { FLOW_BANNERS } from '../banners';
import { signIn } from '../fixtures';
import { cardFrame, countRequests, enterCard } from '../acquisition/helpers';
import { catalogue } from './failures';
import { expectStepAccessible } from './page-checks';
import { expect, test } from './sandbox';

const SERVER_ERROR = catalogue.codes['0007']?.message ?? '';
const UPDATE = '/freshpass/manage/update-payments';
const UPDATED = "You're all set! Your payment method has been updated.";

/** The reads a screen cannot do without, and what the screen shows once they answer. */
const READS = [
  {
    name: 'subscription',
    call: '/api/subscription/user/get/',
    persona: 'active-monthly',
    path: '/freshpass/manage',
    title: 'Manage FreshPass',
    shown: (page: Page) => page.getByRole('link', { name: 'Change plan' }),
  },
  {
    name: 'plans',
    call: '/api/subscription/plans',
    persona: 'active-annual',
    path: '/freshpass/manage/change',
    title: 'Change your FreshPass plan',
    shown: (page: Page) => page.getByRole('button', { name: 'Confirm plan change' }),
  },
  {
    name: 'payment methods',
    call: '/tenders?context=FRESH_PASS',
    persona: 'household-primary',
    path: UPDATE,
    title: 'Update your payment method',
    shown: (page: Page) => page.getByRole('region', { name: 'Card on file' }),
  },
];

/** Marks the page's window: a reload or page load would lose the mark. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
  });
}

async function windowKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true);
}

/** Text the shopper can see that says "Loading" (screen-reader-only text aside). */
async function visibleLoadingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/loading/i.test(node.textContent ?? '')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width > 2 && box.height > 2) found.push(node.textContent ?? '');
    }
    return found;
  });
}

// One test a banner, each read a step: the step signs in as the read's persona with its fault
// armed, in the same browser context.
for (const banner of FLOW_BANNERS) {
  test(`${banner.id}: a failed ${READS.map((r) => r.name).join(', ')} read offers Try again and the phone, then the screen without a reload`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    for (const read of READS) {
      await test.step(`a failed ${read.name} read`, async () => {
        await sandbox.clearFaults();
        await sandbox.fault({ path: read.call, status: 500, code: '0007' });
        await signIn(page, read.persona, read.path, banner.origin);
        await expect(page.getByRole('heading', { level: 1, name: read.title })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveText(SERVER_ERROR);
        const phone = page.getByRole('link', { name: banner.phone });
        await expect(phone).toBeVisible();
        await expect(phone).toHaveAttribute('href', `tel:+${banner.phone.replace(/\D/g, '')}`);
        const again = page.getByRole('button', { name: 'Try again' });
        await expect(again).toBeVisible();
        await expect(read.shown(page)).toHaveCount(0);

        await markWindow(page);
        await sandbox.clearFaults();
        await again.click();
        await expect(read.shown(page)).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(await windowKept(page), 'no reload').toBe(true);
        // Focus did not fall to the page body when the button went away.
        expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
        await expectStepAccessible(page);
      });
    }
  });
}

for (const banner of FLOW_BANNERS.slice(0, 2)) {
  test(`${banner.id}: a slow screen shows skeletons and a busy status, never "Loading…" text`, async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'active-monthly', '/freshpass/manage/freshpass-faq', banner.origin);
    await sandbox.fault({ path: '/api/subscription/user/get/', hold: true, times: 1 });
    await page.goto(`${banner.origin}/freshpass/manage`);
    const loading = page.locator('.fp-screen-loading');
    await expect(loading.locator('.fp-skeleton').first()).toBeVisible();
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.locator('.fp-screen-skeleton')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(1);
    expect(await visibleLoadingText(page)).toEqual([]);
    expect(await sandbox.release('/api/subscription/user/get/'), 'held while checked').toBe(1);
    await expect(page.getByRole('link', { name: 'Change plan' })).toBeVisible();
    await expect(page.locator('.fp-screen-loading, .fp-skeleton')).toHaveCount(0);
  });

  test(`${banner.id}: a busy button says what it is doing, and a double click sends once`, async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'active-annual', '/freshpass/manage/change', banner.origin);
    await sandbox.fault({
      method: 'POST',
      path: '/subscription/user/create/',
      hold: true,
      times: 1,
    });
    const sent = countRequests(page, 'POST', '/subscription/user/create/');
    await page.getByRole('button', { name: 'Confirm plan change' }).click();
    const busy = page.getByRole('button', { name: 'Changing plan…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Changing plan…' })).toHaveCount(1);
    await busy.dblclick({ force: true });
    expect(await sandbox.release('/subscription/user/create/'), 'held while checked').toBe(1);
    await expect(page).toHaveURL(/\/freshpass\/manage\/confirmation\?from=change$/);
    expect(sent(), 'one request').toBe(1);
    expect(await sandbox.mutations('/subscription/user/create/')).toHaveLength(1);
  });

  test(`${banner.id}: update payment shows the card on file, says "Saving card…" once, and offers the way back`, async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'household-primary', UPDATE, banner.origin);
    const onFile = page.getByRole('region', { name: 'Card on file' });
    await expect(onFile).toContainText('VISA');
    await expect(onFile).toContainText('1111');
    await expect(onFile).toContainText('12/29');
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();

    // Held, so the second press's token arrives while the first save still runs.
    await sandbox.fault({ method: 'POST', path: '/tenders', hold: true, times: 1 });
    const sent = countRequests(page, 'POST', '/tenders');
    await enterCard(page, '4111 1111 1111 1111');
    await expect(page.getByRole('status').filter({ hasText: 'Saving card…' })).toBeVisible();
    // A second press in the frame while the first save runs sends nothing more.
    await cardFrame(page).getByRole('button', { name: 'Save card' }).click();
    expect(await sandbox.release('/tenders'), 'held while checked').toBe(1);
    await expect(page.getByText(UPDATED)).toBeVisible();
    expect(sent(), 'one save').toBe(1);

    const back = page.getByRole('link', { name: 'Back to Manage FreshPass' });
    await expect(back).toBeVisible();
    await expect(back).toHaveClass(/fp-button--primary/);
    await back.click();
    await expect(page).toHaveURL(`${banner.origin}/freshpass/manage`);
  });

  // Defect 8: saving a card pushed the page down by about 64px (the snackbar's padded wrapper).
  for (const width of [375, 1280]) {
    test(`${banner.id}: saving a card at ${width}px moves nothing on the page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'household-primary', UPDATE, banner.origin);
      const frame = page.locator('iframe[title="Card details"]');
      const below = page.getByText(/may last up to 5 business days/);
      await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
      // Where each sits on the page, not in the window: entering the card scrolls the window to
      // the frame's fields on a phone, which moves nothing on the page.
      const onPage = (locator: Locator) =>
        locator.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
        });
      const before = [await onPage(frame), await onPage(below)];
      await enterCard(page, '4111 1111 1111 1111');
      await expect(page.getByText(UPDATED)).toBeVisible();
      expect([await onPage(frame), await onPage(below)]).toEqual(before);
    });
  }
}

test('a secondary household member sees the contact-primary prompt, no card and no frame', async ({
  page,
}) => {
  await signIn(page, 'secondary-household', UPDATE, FLOW_BANNERS[1]?.origin);
  await expect(
    page.getByText('Only the primary account holder can make changes to this FreshPass plan.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card on file' })).toHaveCount(0);
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
});

for (const banner of FLOW_BANNERS.slice(0, 2)) {
  test(`${banner.id}: "Try again" after a save reads again and never repeats the save`, async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'household-primary', UPDATE, banner.origin);
    await expect(page.getByRole('region', { name: 'Card on file' })).toBeVisible();
    // The save goes through; the read of the cards that follows it fails.
    await sandbox.fault({ method: 'GET', path: '/tenders?context=FRESH_PASS', status: 500 });
    await enterCard(page, '4111 1111 1111 1111');
    const again = page.getByRole('button', { name: 'Try again' });
    await expect(again).toBeVisible();
    expect(await sandbox.mutations('/tenders')).toHaveLength(1);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await sandbox.clearFaults();
    await again.click();
    await expect(page.getByRole('region', { name: 'Card on file' })).toBeVisible();
    await expect(again).toHaveCount(0);
    expect(sent, 'Try again sends only reads').toEqual([]);
    expect(await sandbox.mutations('/tenders')).toHaveLength(1);
  });
}
