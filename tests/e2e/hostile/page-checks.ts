/**
 * What the fault specs check of a page under a failing or slow call: it still navigates, answers
 * script, and shows text (never a blank screen).
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, moveInApp } from '../fixtures';
import { expect } from './sandbox';

/** Moves to `path` through the app's router (no reload) and waits for its h1. */
export async function navigateInApp(page: Page, path: string, heading: string): Promise<void> {
  await moveInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * The page draws a frame while the call waits: its main thread is not frozen (a page stuck in a
 * loop never would). No time limit: on a loaded machine one frame took 1.1-1.3 s, and that was
 * the machine, not the page (issue 27); a frozen page still fails, at the expect timeout.
 */
export async function expectResponsive(page: Page): Promise<void> {
  await expect(
    page.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => done(true)))),
    'the page draws a frame',
  ).resolves.toBe(true);
}

/** The app shows some text: a failure never leaves a blank screen. */
export async function expectNotBlank(page: Page): Promise<void> {
  const text = await page.locator('#root').innerText();
  expect(text.trim().length, 'visible text on the page').toBeGreaterThan(0);
}

/**
 * The shared fixture's end-of-test checks for one step of a test that tries several failures in
 * turn: axe on the app page the step ends on (cached by markup, so a page met before costs
 * nothing), as each failure had when it was a test of its own.
 */
export async function expectStepAccessible(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  await expectNoAxeViolations(page);
}
