/**
 * Joining and cancelling driven as a shopper does, counting what the law measures (California
 * B&P §17602, New York GBL §527-a, the FTC's Uber One complaint): the screens a shopper passes
 * through and the actions taken (clicks, key presses, fields filled), from Manage FreshPass to the
 * last screen of the flow. Only the Playwright page API is used (no test-runner `expect`), so the
 * browser test (tests/e2e/parity.spec.ts) and `npm run bench` (scripts/bench/parity.ts) share it.
 */
import type { Locator, Page } from 'playwright-core';
import { signInUrl } from '../sign-in-url';

/** What one flow took. */
export interface FlowCount {
  screens: number;
  actions: number;
  /** The screens, in order, as `path: heading`, for a reader of a failure. */
  trail: string[];
}

/** A cancel-flow screen with an offer or a survey, and the control on it that cancels. */
export interface CancelCheckpoint {
  kind: 'survey' | 'offer';
  control: Locator;
}

const MANAGE = '/freshpass/manage';
const WAIT = { timeout: 15_000 };

/** Signs in through the sandbox stand-in and lands on Manage FreshPass (not counted). */
export async function signInAt(page: Page, origin: string, persona: string): Promise<void> {
  await page.goto(signInUrl(persona, MANAGE, origin));
  await page.waitForURL((url) => url.pathname === MANAGE, WAIT);
  await settled(page);
}

/** No screen loading status, skeleton or busy control left. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor(WAIT);
  await page
    .locator('.fp-screen-loading, .fp-skeleton, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', ...WAIT });
}

/**
 * What makes one screen another: the path and the headings the shopper reads in the main column
 * (a step of subscribe or cancel changes them without changing the path).
 */
async function screenKey(page: Page): Promise<string> {
  const headings = await page
    .locator('main h1:visible, main h2:visible')
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()).join(' / '));
  return `${new URL(page.url()).pathname}: ${headings}`;
}

/** Counts every action and every new screen it leads to. */
class Counter {
  actions = 0;
  readonly trail: string[] = [];
  private last = '';

  constructor(private readonly page: Page) {}

  /** The screen the flow starts on; it is not counted. */
  async start(): Promise<void> {
    this.last = await screenKey(this.page);
  }

  async click(target: Locator): Promise<void> {
    await target.click();
    await this.after();
  }

  async check(target: Locator): Promise<void> {
    await target.check();
    await this.after();
  }

  async fill(target: Locator, value: string): Promise<void> {
    await target.fill(value);
    await this.after();
  }

  /** Waits for `ready`, then records the screen if it is a new one. */
  async arrived(ready: Locator): Promise<void> {
    await ready.waitFor(WAIT);
    await settled(this.page);
    const key = await screenKey(this.page);
    if (key !== this.last) this.trail.push(key);
    this.last = key;
  }

  private async after(): Promise<void> {
    this.actions += 1;
  }

  result(): FlowCount {
    return { screens: this.trail.length, actions: this.actions, trail: this.trail };
  }
}

/** Joins as the signed-in shopper on Manage FreshPass: zip, monthly plan with trial, account, card. */
export async function join(page: Page): Promise<FlowCount> {
  const c = new Counter(page);
  await c.start();
  await c.click(page.getByRole('link', { name: 'Join FreshPass' }).first());
  await c.arrived(page.getByRole('textbox', { name: 'ZIP code' }));
  await c.fill(page.getByRole('textbox', { name: 'ZIP code' }), '94110');
  await c.click(page.getByRole('button', { name: 'Check my ZIP code' }));
  const trial = page.getByRole('link', { name: 'Start my free trial' });
  await c.arrived(trial);
  await c.click(trial);
  await c.arrived(page.getByRole('textbox', { name: 'First name' }));
  await c.fill(page.getByRole('textbox', { name: 'First name' }), 'Dana');
  await c.fill(page.getByRole('textbox', { name: 'Last name' }), 'Shopper');
  await c.fill(page.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
  await c.fill(page.getByRole('textbox', { name: 'Mobile number' }), '415-555-0134');
  await c.check(page.getByRole('checkbox', { name: /I agree to the FreshPass terms/ }));
  await c.click(page.getByRole('button', { name: 'Continue to payment' }));
  const frame = page.frameLocator('iframe[title="Card details"]');
  await c.arrived(frame.getByLabel('Card number'));
  await c.fill(frame.getByLabel('Card number'), '4111 1111 1111 1111');
  await c.fill(frame.getByLabel('Expiry (MM/YY)'), '12/30');
  await c.fill(frame.getByLabel('Security code'), '123');
  await c.click(frame.getByRole('button', { name: 'Start free trial' }));
  await c.arrived(page.getByRole('heading', { level: 1, name: 'Welcome to FreshPass' }));
  return c.result();
}

/**
 * Cancels the signed-in shopper's plan from Manage FreshPass with the first reason and no
 * feedback (feedback is never required), declining the retention offer when one is made.
 * `onCheckpoint` sees each screen with a survey or an offer before anything on it is touched.
 */
export async function cancel(
  page: Page,
  onCheckpoint?: (checkpoint: CancelCheckpoint) => Promise<void>,
): Promise<FlowCount> {
  const c = new Counter(page);
  await c.start();
  await c.click(page.getByRole('link', { name: 'Cancel plan' }).first());
  const submit = page.getByRole('button', { name: 'Cancel my plan' });
  await c.arrived(submit);
  await onCheckpoint?.({ kind: 'survey', control: submit });
  await c.check(page.getByRole('radio').first());
  await c.click(submit);
  const decline = page.getByRole('button', { name: 'No thanks, cancel my plan' });
  const done = page
    .getByRole('button', { name: 'Back to Manage FreshPass' })
    .or(page.getByRole('link', { name: 'Back to Manage FreshPass' }));
  await decline.or(done).first().waitFor(WAIT);
  if (await decline.isVisible()) {
    await c.arrived(decline);
    await onCheckpoint?.({ kind: 'offer', control: decline });
    await c.click(decline);
  }
  await c.arrived(page.getByText(/plan is cancelled/));
  return c.result();
}

/**
 * True when `control` is in the window without scrolling: the page scrolled to its top, the
 * control's whole box inside the viewport.
 */
export async function inFirstView(page: Page, control: Locator): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await control.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}
