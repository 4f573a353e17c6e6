/**
 * Failing content calls: every content fragment a screen reads (src/content/content-kinds.ts, and
 * the layouts' `content:<path>` blocks) gets a 500, a dropped connection, a malformed body and a
 * 10-second delay from `/__sandbox/faults`, on the screen that reads it. A fragment bound to a
 * block fails only that block, in the catalogue's words; content the shell or a screen reads for
 * itself (labels, catalogue, flags, constants) falls back to the bundled default and the screen
 * goes on. Never a blank page, the app still navigates, and what the shopper typed stays.
 * (Layouts and the left navigation are faulted in faults.spec.ts.)
 *
 * One table: the kind, the screen that reads it, and what the shopper sees when it fails. Each
 * kind has two tests: the three failures in turn, then the delay.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signIn } from '../fixtures';
import { countRequests, enterZip } from '../acquisition/helpers';
import { expectNotBlank, expectResponsive, navigateInApp } from './page-checks';
import { catalogue, FAILURES } from './failures';
import { expect, repoJson, test } from './sandbox';

const GOVASSIST = '/freshpass/manage/govassist';
const SUBSCRIBE = '/freshpass/manage/subscribe';

interface ContentCall {
  kind: string;
  screen: string;
  persona: string;
  path: string;
  heading: string;
  /** The block bound to `content:<kind>` (its `data-block`); none for content read by code. */
  block?: string;
  /** The rest of the screen, there whatever the fault. */
  stillThere: (page: Page) => Promise<void>;
  /** Types into the screen's input, and returns a check that it is still there. */
  type?: (page: Page) => Promise<() => Promise<void>>;
  /** What changes on the screen when delayed content finally arrives (typing must survive it). */
  arrives?: (page: Page) => Promise<void>;
}

const keepsFeedback = async (page: Page) => {
  const box = page.getByRole('textbox', { name: 'Tell us more (optional)' });
  await box.fill('Moving out of the delivery area');
  return () => expect(box).toHaveValue('Moving out of the delivery area');
};
const keepsZip = async (page: Page) => {
  const box = page.getByRole('textbox', { name: 'ZIP code' });
  await box.fill('94110');
  return () => expect(box).toHaveValue('94110');
};
/** The bundled catalogue and constants still refuse the restricted zip in the catalogue's words. */
const refusesRestrictedZip = async (page: Page) => {
  await enterZip(page, '86040');
  await expect(page.getByRole('alert')).toHaveText(
    (catalogue.messages.zipUnavailable ?? '').replace('{product}', 'FreshPass'),
  );
};

const CALLS: ContentCall[] = [
  {
    kind: 'faq',
    screen: 'FAQ',
    persona: 'active-monthly',
    path: '/freshpass/manage/freshpass-faq',
    heading: 'FreshPass FAQs',
    block: 'faq',
    stillThere: (page) =>
      expect(page.getByRole('link', { name: 'Continue with FreshPass' })).toBeVisible(),
  },
  {
    kind: 'offers',
    screen: 'subscribe (limited-time offers)',
    persona: 'new-shopper',
    path: SUBSCRIBE,
    heading: 'Join FreshPass',
    block: 'limited-time',
    stillThere: (page) => expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeVisible(),
    type: keepsZip,
  },
  {
    kind: 'pre-churn-tiles',
    screen: 'cancel plan',
    persona: 'active-annual',
    path: '/freshpass/manage/cancel-plan',
    heading: 'Cancel FreshPass',
    block: 'reason-prechurn',
    stillThere: (page) =>
      expect(page.getByRole('button', { name: 'Cancel my plan' })).toBeVisible(),
    type: keepsFeedback,
  },
  {
    kind: 'benefit-tiles',
    screen: 'manage (member benefits)',
    persona: 'active-monthly',
    path: '/freshpass/manage',
    heading: 'Manage FreshPass',
    block: 'member-benefits',
    stillThere: (page) => expect(page.getByRole('link', { name: 'Change plan' })).toBeVisible(),
  },
  {
    kind: 'plans',
    screen: 'subscribe (banner promo and the club text)',
    persona: 'new-shopper',
    path: SUBSCRIBE,
    heading: 'Join FreshPass',
    block: 'trial-pitch',
    stillThere: (page) => expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeVisible(),
    type: keepsZip,
  },
  {
    kind: 'snap-easy-steps',
    screen: 'government assistance',
    persona: 'active-monthly',
    path: GOVASSIST,
    heading: 'FreshPass for SNAP households',
    block: 'easy-steps',
    stillThere: (page) =>
      expect(page.getByRole('link', { name: 'Verify your SNAP eligibility' })).toBeVisible(),
  },
  {
    kind: 'ui-text',
    screen: 'manage (shell labels)',
    persona: 'active-monthly',
    path: '/freshpass/manage',
    heading: 'Manage FreshPass',
    // The bundled labels stand in.
    stillThere: async (page) => {
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
      await expect(page.getByRole('link', { name: 'Change plan' })).toBeVisible();
    },
  },
  {
    kind: 'error-catalogue',
    screen: 'subscribe (catalogue messages)',
    persona: 'new-shopper',
    path: SUBSCRIBE,
    heading: 'Join FreshPass',
    stillThere: refusesRestrictedZip,
    type: keepsZip,
  },
  {
    kind: 'feature-toggles',
    screen: 'cancel plan (flags)',
    persona: 'active-annual',
    path: '/freshpass/manage/cancel-plan',
    heading: 'Cancel FreshPass',
    // Flags count as off: the flagged pre-churn tiles are left out, the form is there.
    stillThere: async (page) => {
      await expect(page.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();
    },
    type: keepsFeedback,
    // The flags come: the pre-churn tiles (enablePreChurn) join the screen above the form.
    arrives: (page) =>
      expect(page.locator('[data-block="reason-prechurn"]')).toBeVisible({ timeout: 15_000 }),
  },
  {
    kind: 'constants',
    screen: 'subscribe (restricted zips)',
    persona: 'new-shopper',
    path: SUBSCRIBE,
    heading: 'Join FreshPass',
    stillThere: refusesRestrictedZip,
    type: keepsZip,
  },
];

/**
 * SWR asks again when the connection comes back (after its 2 s de-duplication): the failed
 * content is fetched again and the screen re-renders with the same failure.
 */
async function reconnect(page: Page, asked: () => number): Promise<void> {
  const before = asked();
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        return asked();
      },
      { message: 'the content is asked for again', intervals: [500], timeout: 5_000 },
    )
    .toBeGreaterThan(before);
}

/** The content paths the prerendered page carries (src/app/page-data.ts). */
function carriedContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.getElementById('fp-page-data')?.textContent;
    return text ? Object.keys((JSON.parse(text) as { content: object }).content) : [];
  });
}

for (const call of CALLS) {
  const url = `/content/safeway/${call.kind}`;
  test.describe(`${call.kind} content on ${call.screen}`, () => {
    test('a 500, a dropped connection and a malformed body: the catalogue words or the bundled default, nothing lost', async ({
      page,
      sandbox,
    }) => {
      test.setTimeout(60_000);
      for (const [i, { label, fault }] of FAILURES.entries()) {
        await test.step(label, async () => {
          await sandbox.clearFaults();
          // Armed until cleared: a revalidation meets the same fault.
          await sandbox.fault({ path: url, ...fault });
          const asked = countRequests(page, 'GET', url);
          await signIn(page, call.persona, call.path);
          await expect(page.getByRole('heading', { level: 1, name: call.heading })).toBeVisible();
          // The prerendered page shows its title before the screen has asked for anything.
          await expect.poll(asked, 'the screen asked for the content').toBeGreaterThan(0);
          if (call.block) {
            await expect(
              page.locator(`[data-block="${call.block}"]`).getByRole('alert'),
            ).toHaveText(FAILURES[i]?.words ?? '');
          }
          const kept = await call.type?.(page);
          // Once per kind: the answer fails again while the shopper's text is on the screen.
          if (i === 0) await reconnect(page, asked);
          await kept?.();
          await call.stillThere(page);
          await expectNotBlank(page);
          await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
        });
      }
    });

    test('a slow call (held): a status while waiting, the page answers and navigates, typing is kept', async ({
      page,
      sandbox,
    }) => {
      test.setTimeout(60_000);
      // Held until released (sandbox/held-calls.ts): the waiting state, without a real 10 s wait.
      await sandbox.fault({ path: url, hold: true, times: 1 });
      const asked = countRequests(page, 'GET', url);
      await signIn(page, call.persona, call.path);
      await expect(page.getByRole('heading', { level: 1, name: call.heading })).toBeVisible();
      await expect.poll(asked, 'the screen asked for the content').toBeGreaterThan(0);
      if (call.block && (await carriedContent(page)).includes(call.kind)) {
        // The prerendered page carries this content: the block shows it at once, while the slow
        // answer (the content read again once the page is live) is still on its way.
        await expect(page.locator(`[data-block="${call.block}"]`)).not.toHaveText('');
        await expect(page.locator(`[data-block="${call.block}"] .fp-skeleton`)).toHaveCount(0);
      } else if (call.block) {
        // The block waits with a status of its own (the screen's, then the block's skeleton).
        await expect(
          page.locator(`.fp-screen-loading, [data-block="${call.block}"] .fp-skeleton`).first(),
        ).toBeVisible();
      }
      await expectNotBlank(page);
      await expectResponsive(page);
      // The rest of the screen does not wait for the slow content.
      await call.stillThere(page);
      const kept = await call.type?.(page);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
      // All of the above happened while the answer was held: the screen was usable before it.
      expect(await sandbox.release(url), 'the screen was usable before the answer came').toBe(1);
      if (call.block) {
        // The answer comes: the block fills in, and what was typed meanwhile is still there.
        await expect(page.locator(`[data-block="${call.block}"] .fp-skeleton`)).toHaveCount(0);
        await expect(page.locator(`[data-block="${call.block}"]`)).not.toHaveText('');
      }
      await call.arrives?.(page);
      await kept?.();
      await navigateInApp(page, GOVASSIST, 'FreshPass for SNAP households');
      await expectResponsive(page);
    });
  });
}

test('every content kind a screen reads has a row in this table', () => {
  const screens = join(import.meta.dirname, '../../../content/screens');
  const bound = readdirSync(screens).flatMap((file) =>
    repoJson<{ blocks: { data?: string }[] }>(`content/screens/${file}`)
      .blocks.map((block) => block.data ?? '')
      .filter((data) => data.startsWith('content:'))
      .map((data) => data.slice('content:'.length)),
  );
  // Read by code: the shell (labels, catalogue, flags) and screens (constants, catalogue).
  const readByCode = ['ui-text', 'error-catalogue', 'feature-toggles', 'constants'];
  expect(CALLS.map((c) => c.kind).sort()).toEqual([...new Set([...bound, ...readByCode])].sort());
});
