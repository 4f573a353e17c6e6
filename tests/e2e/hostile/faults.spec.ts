/**
 * Failing services: each call the account area makes on the way to a screen gets a 500, a
 * dropped connection, a malformed body and a 10-second delay from `/__sandbox/faults`. The page
 * is never blank: it shows the catalogue's words, follows the spec's rule for that call, or a
 * loading state during which the app still responds and navigates.
 */
import type { Page } from '@playwright/test';
import { moveInApp, signIn } from '../fixtures';
import { cardFrame, countRequests, enterCard } from '../acquisition/helpers';
import {
  expectNotBlank,
  expectResponsive,
  expectStepAccessible,
  navigateInApp,
} from './page-checks';
import { catalogue, FAILURES } from './failures';
import { expect, test, type SandboxControls } from './sandbox';

const MANAGE = '/freshpass/manage';
const GOVASSIST = '/freshpass/manage/govassist';

/**
 * Each failure of a call in turn in one test: the first signs in with the fault armed (only the
 * app's calls meet it, the sign-in page is not a service), the next ones clear it, arm theirs and
 * load the page again with the same session. A page load starts the app (and its SWR cache)
 * afresh, as a new test did.
 */
async function openWithFault(
  page: Page,
  sandbox: SandboxControls,
  path: string,
  fault: object,
  first: boolean,
) {
  await sandbox.clearFaults();
  await sandbox.fault({ path, ...fault });
  if (first) await signIn(page, 'active-monthly', MANAGE);
  else await page.goto(MANAGE);
}

test('user info (the session call): a 500, a dropped connection and a malformed body send the shopper to sign-in with a way back; a slow call (held) shows the loading state', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(60_000);
  for (const { label, fault } of FAILURES) {
    await test.step(`${label} sends the shopper to sign-in with a way back`, async () => {
      await sandbox.clearFaults();
      await sandbox.fault({ path: '/unified/userinfo', ...fault });
      await page.goto(MANAGE);
      await page.waitForURL('**/account/sign-in.html?**');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(MANAGE);
    });
  }

  await test.step('a slow call (held) shows the loading state and the page stays responsive', async () => {
    await sandbox.clearFaults();
    await signIn(page, 'active-monthly', '/freshpass/manage/freshpass-faq');
    // The FAQ's header asks who is signed in once the page has loaded: let that answer first, so
    // the held call is manage's own.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Held until released (sandbox/held-calls.ts): the waiting state, without a real 10 s wait.
    await sandbox.fault({ path: '/unified/userinfo', hold: true, times: 1 });
    await page.goto(MANAGE);
    await expect(page.locator('.fp-screen-loading')).toBeVisible();
    await expectNotBlank(page);
    await expectResponsive(page);
    await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
    expect(await sandbox.release('/unified/userinfo'), 'still held all along').toBe(1);
  });
});

// Calls the shell makes for the left navigation: contract §4/§7 say a failure only loses badges or
// the navigation; the screen itself must render.
for (const call of [
  { name: 'profile', path: '/api/customers/' },
  { name: 'left navigation', path: '/content/safeway/left-nav' },
]) {
  test(`${call.name} call: a 500, a dropped connection, a malformed body and a slow call (held) leave the screen whole`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(60_000);
    for (const [i, { label, fault }] of FAILURES.entries()) {
      await test.step(`${label} leaves the screen whole`, async () => {
        await openWithFault(page, sandbox, call.path, fault, i === 0);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Manage FreshPass' }),
        ).toBeVisible();
        await expect(page.getByText('Add', { exact: true })).toHaveCount(0);
        await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
        await expectStepAccessible(page);
      });
    }

    await test.step('a slow call (held) does not hold up the screen', async () => {
      await openWithFault(page, sandbox, call.path, { hold: true, times: 1 }, false);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage FreshPass' })).toBeVisible();
      await expectResponsive(page);
      expect(await sandbox.release(call.path), 'still held all along').toBe(1);
    });
  });
}

// The manage screen's own data: its failure is the screen's error, in the catalogue's words.
test("subscription call: a 500, a dropped connection and a malformed body show the catalogue's words; a slow call (held) shows the loading state; the app still navigates", async ({
  page,
  sandbox,
}) => {
  test.setTimeout(60_000);
  for (const [i, { label, fault, words }] of FAILURES.entries()) {
    await test.step(`${label} shows "${words.slice(0, 30)}…" and navigation works`, async () => {
      await openWithFault(page, sandbox, '/api/subscription/user/get/', fault, i === 0);
      await expect(page.getByRole('alert')).toHaveText(words);
      await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
      await expectStepAccessible(page);
    });
  }

  await test.step('a slow call (held) shows the loading state and the app still navigates', async () => {
    await openWithFault(
      page,
      sandbox,
      '/api/subscription/user/get/',
      { hold: true, times: 1 },
      false,
    );
    await expect(page.locator('.fp-screen-loading')).toBeVisible();
    await expectNotBlank(page);
    await expectResponsive(page);
    await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
    expect(await sandbox.release('/api/subscription/user/get/'), 'still held all along').toBe(1);
  });
});

test('screen content call: a 500, a dropped connection and a malformed body show the generic error; a slow call (held) shows the loading state; the app still navigates', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(60_000);
  for (const [i, { label, fault }] of FAILURES.entries()) {
    await test.step(`${label} shows the generic error and navigation works`, async () => {
      await openWithFault(page, sandbox, '/content/safeway/screens/manage', fault, i === 0);
      await expect(page.getByRole('alert')).toHaveText(catalogue.messages.genericSiteError);
      await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
      await expectStepAccessible(page);
    });
  }

  await test.step('a slow call (held) shows the loading state and the app still navigates', async () => {
    // The page carries its own layout (it is prerendered), so the slow call is the one the app
    // makes for a screen it moves to: from the SNAP page to manage.
    await sandbox.clearFaults();
    await page.goto(GOVASSIST);
    await expect(
      page.getByRole('heading', { level: 1, name: 'FreshPass for SNAP households' }),
    ).toBeVisible();
    await sandbox.fault({ path: '/content/safeway/screens/manage', hold: true, times: 1 });
    await moveInApp(page, MANAGE);
    await expect(page.locator('.fp-screen-loading')).toBeVisible();
    // The loading state is the held call's: checked while it shows. The release comes after the
    // checks below, which on a busy machine can outlast the sandbox's hold limit (20 s), so it
    // may find the call already gone on by itself.
    await sandbox.untilHeld('/content/safeway/screens/manage');
    await expectNotBlank(page);
    await expectResponsive(page);
    await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
    await sandbox.releaseAny('/content/safeway/screens/manage');
  });
});

// The mutations: each failure shows its words next to the action, keeps what the shopper typed
// and sends one request per click; a slow call (held) shows the action busy while the page still
// answers, then the result. One sign-in per mutation: its faults are armed one after another.
interface Mutation {
  name: string;
  persona: string;
  path: string;
  /** The service call, a substring of its URL. */
  call: string;
  /** What the shopper types before the first send (kept across failures). */
  fill?: (page: Page) => Promise<void>;
  /** One send, as the shopper does it. */
  send: (page: Page) => Promise<void>;
  /** Fails unless what `fill` typed is still there. */
  expectKept?: (page: Page) => Promise<void>;
  /** The button's name while the send is in flight (it says what it is doing), if it has one. */
  busyButton?: string;
  /** Fails unless the screen shows the send is in flight (beyond a busy button). */
  expectBusy?: (page: Page) => Promise<void>;
  /** The screen after the send went through. */
  expectDone: (page: Page) => Promise<void>;
}

const FEEDBACK = 'Moving to another state, thanks for everything.';
const CARD = '4111 1111 1111 1111';
/** Long enough for the browser's own resends of a lost answer on a loaded machine. */
const DONE = 15_000;

const MUTATIONS: Mutation[] = [
  {
    name: 'change plan',
    persona: 'active-annual',
    path: '/freshpass/manage/change',
    call: '/subscription/user/create/',
    send: (page) => page.getByRole('button', { name: 'Confirm plan change' }).click(),
    busyButton: 'Changing plan…',
    expectDone: async (page) => {
      await expect(page).toHaveURL(/\/freshpass\/manage\/confirmation\?from=change$/, {
        timeout: DONE,
      });
      await expect(page.getByText(/plan change is confirmed/)).toBeVisible();
    },
  },
  {
    name: 'cancel',
    persona: 'active-annual',
    path: '/freshpass/manage/cancel-plan',
    call: '/subscription/user/cancel/',
    fill: async (page) => {
      await page.getByRole('radio', { name: "I'm moving" }).check();
      await page.getByRole('textbox', { name: /Tell us more/ }).fill(FEEDBACK);
    },
    send: (page) => page.getByRole('button', { name: 'Cancel my plan' }).click(),
    expectKept: async (page) => {
      await expect(page.getByRole('radio', { name: "I'm moving" })).toBeChecked();
      await expect(page.getByRole('textbox', { name: /Tell us more/ })).toHaveValue(FEEDBACK);
    },
    busyButton: 'Cancelling…',
    expectDone: (page) =>
      expect(page.getByText(/Your FreshPass plan is cancelled/)).toBeVisible({ timeout: DONE }),
  },
  {
    name: 'reinstate',
    persona: 'cancelled',
    path: '/freshpass/manage',
    call: '/subscription/user/reinstate/',
    fill: (page) => page.getByRole('button', { name: 'Reinstate FreshPass' }).click(),
    send: (page) => page.getByRole('button', { name: 'Yes, reinstate my plan' }).click(),
    expectKept: (page) =>
      expect(page.getByRole('button', { name: 'Yes, reinstate my plan' })).toBeVisible(),
    busyButton: 'Reinstating…',
    expectDone: async (page) => {
      await expect(page).toHaveURL(/\/freshpass\/manage\/confirmation\?from=reinstate$/, {
        timeout: DONE,
      });
      await expect(page.getByText(/plan is reinstated/)).toBeVisible();
    },
  },
  {
    name: 'update payment',
    persona: 'household-primary',
    path: '/freshpass/manage/update-payments',
    call: '/tenders',
    send: (page) => enterCard(page, CARD),
    expectKept: (page) => expect(cardFrame(page).getByLabel('Card number')).toHaveValue(CARD),
    expectBusy: async (page) => {
      await expect(page.getByRole('region', { name: 'New card' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await expect(page.getByRole('status').filter({ hasText: 'Saving card…' })).toBeVisible();
    },
    expectDone: (page) =>
      expect(page.getByText("You're all set! Your payment method has been updated.")).toBeVisible({
        timeout: DONE,
      }),
  },
];

for (const mutation of MUTATIONS) {
  test(`${mutation.name}: a 500, a dropped connection, a malformed body, a slow call (held), and an answer lost after the service applied it`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, mutation.persona, mutation.path);
    await mutation.fill?.(page);
    const sent = countRequests(page, 'POST', mutation.call);
    for (const [i, { label, fault, words }] of FAILURES.entries()) {
      await test.step(`${label}: the words, one request, nothing lost`, async () => {
        // Chromium resends a request whose reused keep-alive connection drops before any answer,
        // without telling the page, and the resend may reuse another idle connection: the
        // dropped-connection fault stays armed for every resend, and is cleared after the check.
        const times = 'kind' in fault && fault.kind === 'network' ? 10 : 1;
        await sandbox.fault({ method: 'POST', path: mutation.call, times, ...fault });
        await mutation.send(page);
        // The send is under way before the check: the last two failures show the same words.
        await expect.poll(sent, `${label}: one click, one request`).toBe(i + 1);
        await expect(page.getByRole('alert'), label).toHaveText(words);
        expect(sent(), `${label}: one click, one request`).toBe(i + 1);
        await expectNotBlank(page);
        await mutation.expectKept?.(page);
        await sandbox.clearFaults();
      });
    }

    await test.step('a slow call (held): busy, responsive, then done once', async () => {
      await sandbox.fault({ method: 'POST', path: mutation.call, hold: true, times: 1 });
      await mutation.send(page);
      if (mutation.busyButton) {
        const button = page.getByRole('button', { name: mutation.busyButton });
        await expect(button).toHaveAttribute('aria-disabled', 'true');
        // A second click while the first is in flight sends nothing.
        await button.click({ force: true });
      }
      await mutation.expectBusy?.(page);
      await expectNotBlank(page);
      await expectResponsive(page);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
      await page.mouse.wheel(0, 200);
      await expectResponsive(page);
      // Done only once the held send is let go: it was waiting all along.
      expect(await sandbox.release(mutation.call), 'the send was held until now').toBe(1);
      await mutation.expectDone(page);
      expect(sent(), 'the delayed send went once').toBe(FAILURES.length + 1);
      // From the sandbox's side: the failures applied nothing, the delayed send exactly once.
      const applied = await sandbox.mutations(mutation.call);
      expect(applied, 'applied exactly once').toHaveLength(1);
      expect(applied[0]?.idempotencyKey, 'sent with an idempotency key').toMatch(/^[0-9a-f-]{36}$/);
      await expectStepAccessible(page);
    });

    // The answer is lost after the service applied the send, and again for every repeat of the
    // request (Chromium resends a POST whose reused connection dropped, on its own), until the
    // shopper is told. The fault then clears and the shopper sends again: the client reuses the
    // key of a send whose outcome is unknown (and a card save resends the same card's first
    // token), so the sandbox answers from its store and applies the send once. The sandbox goes
    // back to the persona's start (the session stays) and the page loads afresh.
    await test.step('an answer lost after the service applied it is applied once', async () => {
      await sandbox.reset();
      await page.goto(mutation.path);
      await mutation.fill?.(page);
      const ledger = () => sandbox.mutations(mutation.call);
      await sandbox.fault({ method: 'POST', path: mutation.call, kind: 'lost-response' });
      await mutation.send(page);
      await expect(page.getByRole('alert')).toHaveText(catalogue.fallback, { timeout: DONE });
      await sandbox.clearFaults();
      const [first] = await ledger();
      expect(first, 'the service applied the first send').toBeDefined();
      await mutation.expectKept?.(page);
      await mutation.send(page);
      await mutation.expectDone(page);
      const applied = await ledger();
      expect(applied, 'applied exactly once').toHaveLength(1);
      expect(applied[0]?.replays, "the shopper's retry got the stored answer").toBe(
        (first?.replays ?? 0) + 1,
      );
    });
  });
}
