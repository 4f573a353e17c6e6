/**
 * Failing services, the subscribe create call: a 500, a dropped connection, a malformed body and a
 * 10-second delay on `POST subscription/user/create`, at the payment step. Each failure shows the
 * catalogue's words under the card frame, keeps the step with the zip, plan, account and typed
 * card, sends one request per click and applies nothing; the delay shows the busy state while the
 * page answers; the send after the faults clear subscribes exactly once (the sandbox's ledger).
 */
import type { Page } from '@playwright/test';
import { signIn } from '../fixtures';
import {
  CARD_SUBMIT,
  cardFrame,
  countRequests,
  enterCard,
  enterZip,
  setUpAccount,
} from '../acquisition/helpers';
import { catalogue, FAILURES } from './failures';
import { expectResponsive } from './page-checks';
import { expect, test } from './sandbox';

const CREATE = '/subscription/user/create/';
const CARD = '4111 1111 1111 1111';
const STEP_4 = 'Step 4 of 4: add your payment card';

/** New shopper at step 4: zip 94110, the annual plan, the account form filled. */
async function toPayment(page: Page): Promise<void> {
  await signIn(page, 'new-shopper', '/freshpass/manage/subscribe');
  await enterZip(page, '94110');
  await page.getByRole('link', { name: 'Choose the annual plan' }).click();
  await setUpAccount(page);
}

/**
 * Still on step 4, which the flow shows only while it holds the zip, the plan and the account
 * (src/screens/subscribe/subscribe-flow.ts), with the typed card still in the frame.
 */
async function expectKept(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: STEP_4 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveCount(0);
  await expect(cardFrame(page).getByLabel('Card number')).toHaveValue(CARD);
  await expect(cardFrame(page).getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');
}

const welcome = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Welcome to FreshPass' });

test('subscribe: a 500, a dropped connection, a malformed body and a slow call (held)', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(90_000);
  await toPayment(page);
  const sent = countRequests(page, 'POST', CREATE);
  for (const [i, { label, fault, words }] of FAILURES.entries()) {
    // Chromium resends a POST whose reused connection drops before any answer (see
    // faults.spec.ts): the dropped-connection fault stays armed for those resends.
    const times = 'kind' in fault && fault.kind === 'network' ? 10 : 1;
    await sandbox.fault({ method: 'POST', path: CREATE, times, ...fault });
    await enterCard(page, CARD);
    await expect.poll(sent, `${label}: one click, one request`).toBe(i + 1);
    await expect(page.getByRole('alert'), label).toHaveText(words ?? '');
    expect(sent(), `${label}: one click, one request`).toBe(i + 1);
    await expectKept(page);
    expect(await sandbox.mutations(CREATE), `${label}: nothing applied`).toEqual([]);
    await sandbox.clearFaults();
  }

  // Held until released (sandbox/held-calls.ts): the waiting state, without a real 10 s wait.
  await sandbox.fault({ method: 'POST', path: CREATE, hold: true, times: 1 });
  await enterCard(page, CARD);
  const card = page.getByRole('region', { name: 'Payment card' });
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Subscribing…' })).toBeVisible();
  // The error of the last failure is gone while the new send runs.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectResponsive(page);
  // A second save while the first is in flight sends nothing.
  await cardFrame(page).getByRole('button', { name: CARD_SUBMIT }).click();
  // The keyboard still moves focus (back from the frame's Save button to its fields).
  await page.keyboard.press('Shift+Tab');
  await expect(cardFrame(page).getByLabel('Security code')).toBeFocused();
  await page.mouse.wheel(0, 200);
  await expectResponsive(page);
  // Welcomed only once the held send is let go: it was waiting all along.
  expect(await sandbox.release(CREATE), 'the send was held until now').toBe(1);
  await expect(welcome(page)).toBeVisible();
  await expect(page.getByText(/Your annual FreshPass plan at Safeway has started/)).toBeVisible();
  expect(sent(), 'the delayed send went once').toBe(FAILURES.length + 1);
  const applied = await sandbox.mutations(CREATE);
  expect(applied, 'subscribed exactly once').toHaveLength(1);
  expect(applied[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
});

// The answer is lost after the service subscribed, and for every browser resend, until the
// shopper is told (see faults.spec.ts). The shopper saves the same card again: the frame issues a
// new token, the screen resends the first one, so the retry is the first request with its key and
// the sandbox answers it from its store.
test('subscribe: an answer lost after the service subscribed is applied once', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await toPayment(page);
  await sandbox.fault({ method: 'POST', path: CREATE, kind: 'lost-response' });
  await enterCard(page, CARD);
  await expect(page.getByRole('alert')).toHaveText(catalogue.fallback, { timeout: 15_000 });
  await sandbox.clearFaults();
  const [first] = await sandbox.mutations(CREATE);
  expect(first, 'the service subscribed on the first save').toBeDefined();
  await expectKept(page);
  await enterCard(page, CARD);
  await expect(welcome(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Your annual FreshPass plan at Safeway has started/)).toBeVisible();
  const applied = await sandbox.mutations(CREATE);
  expect(applied, 'subscribed exactly once').toHaveLength(1);
  expect(applied[0]?.replays, "the shopper's retry got the stored answer").toBe(
    (first?.replays ?? 0) + 1,
  );
});
