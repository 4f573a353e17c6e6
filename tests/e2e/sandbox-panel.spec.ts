/**
 * Issue 16, "The sandbox panel": on every page of a sandbox build, collapsed by default and used by
 * keyboard, it switches persona and banner on the same route, runs the clock (a trial becomes
 * ACTIVE), arms a fault the page then meets in the catalogue's words, and shows the mutation log
 * with the cancel that just happened. Run on safeway and vons.
 */
import { TWO_BANNER_IDS } from './banners';
import type { Page } from '@playwright/test';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from './fixtures';

resetSandboxBeforeFile();

const MANAGE = '/freshpass/manage';
const CANCEL = '/freshpass/manage/cancel-plan';

function panel(page: Page) {
  return page.getByRole('complementary', { name: 'Sandbox test mode' });
}

/** Opens the panel from the keyboard: focus its toggle, press Enter. */
async function openPanel(page: Page) {
  const toggle = panel(page).getByRole('button', { name: /^Sandbox/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

for (const banner of TWO_BANNER_IDS) {
  const origin = bannerOrigin(banner);

  test(`${banner}: the panel shows date and persona, and switches persona and banner on the same route`, async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/reset');
    await signIn(page, 'trial', `${MANAGE}/freshpass-faq`, origin);
    const toggle = panel(page).getByRole('button', { name: /^Sandbox/ });
    // Collapsed, it already says when and who.
    await expect(toggle).toContainText(/\d{4}-\d{2}-\d{2} · trial/);
    await expect(panel(page).getByRole('heading', { name: 'Sandbox test mode' })).toHaveCount(0);
    await openPanel(page);
    await expect(panel(page).getByTestId('sandbox-persona')).toHaveText('trial');
    await panel(page).getByLabel('Persona').selectOption('active-monthly');
    await panel(page).getByRole('button', { name: 'Sign in as this persona' }).click();
    await expect(page).toHaveURL(`${origin}${MANAGE}/freshpass-faq`);
    await expect(toggle).toContainText('· active-monthly');

    const other = banner === 'safeway' ? 'vons' : 'safeway';
    await openPanel(page);
    await panel(page).getByLabel('Banner').selectOption(other);
    await panel(page).getByRole('button', { name: 'Open this page on the banner' }).click();
    await expect(page).toHaveURL(`${bannerOrigin(other)}${MANAGE}/freshpass-faq`);
    await expect(toggle).toContainText('· active-monthly');
  });

  test(`${banner}: advancing the clock to the next renewal turns a trial ACTIVE and says what ran`, async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/reset');
    await signIn(page, 'trial', MANAGE, origin);
    await expect(page.getByText(/You're on a FreshPass free trial/)).toBeVisible();
    await openPanel(page);
    const before = await panel(page).getByTestId('sandbox-date').textContent();
    await panel(page).getByRole('button', { name: 'Advance to the next renewal' }).click();
    const ran = panel(page).getByRole('status').filter({ hasText: 'What the clock ran' });
    await expect(ran.getByText('trial end (trial: TRIAL → PROCESSING)')).toBeVisible();
    await expect(ran.getByText('renewal (trial: PROCESSING → ACTIVE)')).toBeVisible();
    await expect(panel(page).getByTestId('sandbox-date')).not.toHaveText(before ?? '');
    await page.reload();
    await expect(page.getByText(/Your FreshPass plan is active\./)).toBeVisible();
  });

  test(`${banner}: a fault armed from the panel meets the page in the catalogue's words, and the log shows the cancel`, async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/reset');
    await signIn(page, 'household-primary', CANCEL, origin);
    await openPanel(page);
    await panel(page)
      .getByLabel('Call')
      .selectOption({ label: 'Cancel (POST /subscription/user/cancel/)' });
    await panel(page).getByLabel('Fault').selectOption({ label: 'a catalogue code (400)' });
    await panel(page).getByLabel('Catalogue code').fill('00013');
    await panel(page).getByRole('button', { name: 'Arm the fault' }).click();
    await expect(
      panel(page)
        .getByRole('list', { name: 'Armed' })
        .getByText('POST /subscription/user/cancel/ → 400 00013'),
    ).toBeVisible();

    await page.getByRole('radio', { name: 'I had problems with deliveries' }).check();
    await page.getByRole('button', { name: 'Cancel my plan' }).click();
    await expect(page.getByText('Subscription is renewing and cannot be cancelled.')).toBeVisible();

    await panel(page).getByRole('button', { name: 'Clear all faults' }).click();
    await expect(panel(page).getByText('No fault armed.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel my plan' }).click();
    await expect(page.getByText(/keep your benefits until the date below/)).toBeVisible();
    await panel(page).getByRole('button', { name: 'Refresh' }).click();
    const log = panel(page).getByRole('list', { name: 'Mutation log, newest first' });
    await expect(log.getByRole('listitem').first()).toHaveText(
      /^POST \/api\/subscription\/user\/cancel\/\S+ → 200$/,
    );
  });
}

test('the test cards are listed with what each does and copied with one click', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, 'new-shopper', MANAGE);
  await openPanel(page);
  const cards = panel(page).getByRole('listitem').filter({ hasText: '4000 0000 0000 0002' });
  await expect(cards).toContainText('refused by the card frame (00022)');
  await cards.getByRole('button', { name: 'Copy 4000 0000 0000 0002' }).click();
  // The name keeps the word the button shows (WCAG 2.5.3, axe's label-content-name-mismatch).
  await expect(cards.getByRole('button', { name: 'Copied 4000 0000 0000 0002' })).toHaveText(
    'Copied',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4000000000000002');
});
