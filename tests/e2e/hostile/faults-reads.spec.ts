/**
 * Failing services, the read calls of the account screens: every GET in src/api/endpoints that
 * faults.spec.ts does not already cover gets a 500, a dropped connection, a malformed body and a
 * 10-second delay from `/__sandbox/faults`, on each screen that makes it. The screen shows the
 * catalogue's words (or the spec's rule for that call), never a blank page, and the app still
 * navigates; during the delay it shows a loading state and answers input.
 *
 * One table: the call, the screen, the persona and what the shopper sees when it fails.
 */
import type { Page } from '@playwright/test';
import { signIn } from '../fixtures';
import { countRequests } from '../acquisition/helpers';
import {
  expectNotBlank,
  expectResponsive,
  expectStepAccessible,
  navigateInApp,
} from './page-checks';
import { catalogue, FAILURES } from './failures';
import { expect, test } from './sandbox';

const GOVASSIST = '/freshpass/manage/govassist';
const SUBSCRIBE = '/freshpass/manage/subscribe';
const DISCOUNT = '/freshpass/manage/discount';

interface ReadCall {
  /** The call, as the table names it. */
  name: string;
  /** The screen that makes the call. */
  screen: string;
  /** A substring of the call's URL (the fault's `path`). */
  call: string;
  persona: string;
  /** The screen's address, with the query that makes it use the call. */
  path: string;
  /** What the shopper reads when the call fails, per failure (index into FAILURES). */
  words: (failure: number) => string;
  /** Also on the page when the call fails: the rest of the screen is still there. */
  stillThere: (page: Page) => Promise<void>;
}

const READS: ReadCall[] = [
  {
    name: 'plans',
    screen: 'change plan',
    call: '/api/subscription/plans',
    persona: 'active-annual',
    path: '/freshpass/manage/change',
    // The change screen needs the target plan: its whole screen shows the call's error.
    words: (i) => FAILURES[i]?.words ?? '',
    stillThere: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: 'Change your FreshPass plan' }),
      ).toBeVisible(),
  },
  {
    name: 'plans',
    screen: 'subscribe, step 2',
    call: '/api/subscription/plans',
    persona: 'new-shopper',
    path: `${SUBSCRIBE}?zip=94110`,
    words: (i) => FAILURES[i]?.words ?? '',
    stillThere: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Join FreshPass' })).toBeVisible(),
  },
  {
    name: 'terms',
    screen: 'subscribe, step 3',
    call: '/api/subscription/user/terms/',
    persona: 'new-shopper',
    path: `${SUBSCRIBE}?zip=94110&plan=annual`,
    words: (i) => FAILURES[i]?.words ?? '',
    stillThere: (page) =>
      expect(page.getByRole('heading', { name: 'Step 3 of 4: set up your account' })).toBeVisible(),
  },
  {
    name: 'cancel reasons',
    screen: 'cancel plan',
    call: '/api/subscription/user/cancel/reasons',
    persona: 'active-annual',
    path: '/freshpass/manage/cancel-plan',
    words: (i) => FAILURES[i]?.words ?? '',
    stillThere: (page) =>
      expect(page.getByRole('heading', { name: 'What happens when you cancel' })).toBeVisible(),
  },
  {
    name: 'partner offers',
    screen: 'partner discount',
    call: '/api/partnerOffers/allocation',
    persona: 'new-shopper',
    path: `${DISCOUNT}?discountCode=EXPEDIA25&segment=travel`,
    words: (i) => FAILURES[i]?.words ?? '',
    stillThere: (page) => expect(page.getByText('Expedia').first()).toBeVisible(),
  },
  {
    name: 'payment methods',
    screen: 'update payment',
    call: '/tenders?context=FRESH_PASS',
    persona: 'household-primary',
    path: '/freshpass/manage/update-payments',
    // The card on file is part of the primary holder's screen: its whole screen shows the error.
    words: (i) => FAILURES[i]?.words ?? '',
    stillThere: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: 'Update your payment method' }),
      ).toBeVisible(),
  },
  {
    name: 'discount plan',
    screen: 'partner discount',
    call: '/api/subscription/anonymous/discountplan',
    persona: 'new-shopper',
    path: `${DISCOUNT}?discountCode=EXPEDIA25&segment=travel`,
    // Contract §2/§8: a campaign that cannot be read for another reason than an unknown or ended
    // code means the page is down for this banner.
    words: () => catalogue.messages.partnerPageDown ?? '',
    stillThere: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'discount plan',
    screen: 'subscribe with a partner code',
    call: '/api/subscription/anonymous/discountplan',
    persona: 'new-shopper',
    path: `${SUBSCRIBE}?discountCode=EXPEDIA25`,
    // The flow says why and goes on at the regular price.
    words: (i) => FAILURES[i]?.words ?? '',
    stillThere: (page) => expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeVisible(),
  },
];

// One test a row: the first failure signs in with the fault armed, the next ones clear it, arm
// theirs and load the screen again with the same session (a page load starts the app and its
// SWR cache afresh, as a new test did); the delay comes last.
for (const read of READS) {
  test(`${read.name} call on ${read.screen}: a 500, a dropped connection, a malformed body and a slow call (held)`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    for (const [i, { label, fault }] of FAILURES.entries()) {
      await test.step(`${label}: the catalogue's words, and the app still navigates`, async () => {
        await sandbox.clearFaults();
        // Armed until the step ends: SWR's retries on error meet the same fault.
        await sandbox.fault({ path: read.call, ...fault });
        const calls = countRequests(page, 'GET', read.call);
        if (i === 0) await signIn(page, read.persona, read.path);
        else await page.goto(read.path);
        // An error (role alert), or a warning notice (role status) where the flow goes on.
        const told = page.locator('[role="alert"], [role="status"]');
        await expect(told.filter({ hasText: read.words(i) })).toBeVisible();
        expect(calls(), 'the screen made the call').toBeGreaterThan(0);
        await read.stillThere(page);
        await expectNotBlank(page);
        await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
        await expectStepAccessible(page);
      });
    }

    await test.step('a slow call (held) shows a loading state, and the app still answers and navigates', async () => {
      await sandbox.clearFaults();
      // Held until released (sandbox/held-calls.ts): the waiting state, without a real 10 s wait.
      await sandbox.fault({ path: read.call, hold: true, times: 1 });
      const answered = countRequests(page, 'GET', read.call);
      await page.goto(read.path);
      await expect.poll(answered, 'the screen made the call').toBeGreaterThan(0);
      // The whole screen's skeleton, or the skeleton of the block that waits for the call.
      await expect(page.locator('.fp-screen-loading, .fp-block-loading').first()).toBeVisible();
      await expectNotBlank(page);
      await expectResponsive(page);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
      await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
      await expectResponsive(page);
      expect(await sandbox.release(read.call), 'still held all along').toBe(1);
    });
  });
}

// Reads the client has but no screen makes today: a fault on them changes nothing, and the
// screens they belong to never ask for them. If a screen starts using one, this fails and the
// call gets its row in READS.
for (const unused of [
  {
    name: 'enrolment details',
    call: '/getUserEnrollmentDetails/',
    persona: 'active-annual',
    path: '/freshpass/manage',
    heading: 'Manage FreshPass',
  },
]) {
  test(`${unused.name}: no screen asks for it, so its faults cannot blank one`, async ({
    page,
    sandbox,
  }) => {
    await sandbox.fault({ path: unused.call, status: 500, code: '0007' });
    const calls = countRequests(page, 'GET', unused.call);
    await signIn(page, unused.persona, unused.path);
    await expect(page.getByRole('heading', { level: 1, name: unused.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls()).toBe(0);
  });
}
