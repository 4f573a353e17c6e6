/**
 * Bench: tap to response (issue 23 part 4). In the bench's Chromium (Playwright, a phone-sized
 * touch screen) with the CPU 4× slower as Lighthouse's mobile default sets it
 * (`Emulation.setCPUThrottlingRate`), on the `npm start` server of the existing dist/:
 * - on /freshpass/manage, signed in as `active-monthly`, the time from a tap on "Cancel plan" to
 *   the painted reason form (its first radio button visible);
 * - on the FAQ, the time from a tap on a closed question to its painted answer;
 * - beside them, in the same run, the React-floor reference page (scripts/perf/reference-pages.ts)
 *   answering a tap on a question with one React state update.
 * Each is timed inside the page, from the tap's own event time to the frame after the response
 * is in the DOM, once the page has hydrated and settled; the row is the median of TAP_RUNS (5)
 * fresh page loads. `npm run bench tap` runs these rows alone; BENCH_BANNERS applies.
 */
import type { Browser, Page } from '@playwright/test';
import { numberFrom } from '../../shared-node/env-number';
import type { BenchRow } from '../bench';
import { browserBench, CPU_SLOWDOWN, slowPhone } from '../perf/browser-bench';
import { median, rangeText, repeatedRow } from '../perf/stats';
import { REFERENCE_ROUTE } from '../perf/reference-pages';

const RUNS = Math.round(numberFrom('TAP_RUNS', 5, 1, 50));
const TARGET_MS = 100;
const MANAGE = '/freshpass/manage';
const PERSONA = 'active-monthly';

/** What one tap is: where, on what, and what shows that the page answered. */
export interface TapCase {
  /** The tapped element. */
  tap: string;
  /** The element whose painted presence is the response; `{panel}` is the tapped aria-controls. */
  response: string;
  /** Whether the response must hold text (an answer), or only be shown (the floor's empty one). */
  needsText: boolean;
  /** The element React must have hydrated before the tap (default: the tapped one). */
  ready?: string;
}

export const CANCEL_TAP: TapCase = {
  tap: 'a[href="/freshpass/manage/cancel-plan"]',
  response: 'main form input[type="radio"]',
  needsText: false,
};

/** The second question: the FAQ opens its first one on load (`expandFirst`). */
export const FAQ_TAP: TapCase = {
  tap: '.fp-accordion__section:nth-child(2) button[aria-controls]',
  response: '[id="{panel}"]:not([hidden])',
  needsText: true,
};

const ARM_CLOCK = `(c) => {
  const tapped = document.querySelector(c.tap);
  const selector = c.response.replace('{panel}', tapped?.getAttribute('aria-controls') ?? '');
  let start;
  const onInput = (event) => { start ??= event.timeStamp; };
  addEventListener('pointerdown', onInput, { capture: true, once: true });
  addEventListener('touchstart', onInput, { capture: true, once: true });
  const shown = () => {
    const el = document.querySelector(selector);
    if (!el || el.getClientRects().length === 0) return false;
    return !c.needsText || (el.textContent ?? '').trim() !== '';
  };
  window.__tap = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (start === undefined || !shown()) return;
      observer.disconnect();
      // The frame that paints the response, then the task after it.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}`;

/**
 * Arms the in-page clock: from the first pointerdown or touchstart (the event's own time, when
 * the input reached the page) to a frame after the response element is shown.
 */
async function armClock(page: Page, tapCase: TapCase): Promise<void> {
  // A string, not a function: tsx would wrap a serialised function's names in its own helper,
  // which the page does not have.
  await page.evaluate(`(${ARM_CLOCK})(${JSON.stringify(tapCase)})`);
}

/** True once React has hydrated the element (it carries React's props). */
async function hydrated(page: Page, selector: string): Promise<void> {
  const probe = `(() => { const el = document.querySelector(${JSON.stringify(selector)});
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps')); })()`;
  await page.waitForFunction(probe, undefined, { timeout: 30_000 });
}

/** One measured tap on a fresh page; the milliseconds, or throws with the reason. */
async function tapOnce(
  browser: Browser,
  url: string,
  tapCase: TapCase,
  persona?: string,
): Promise<number> {
  const { context, page } = await slowPhone(browser);
  try {
    const target = new URL(url);
    const expected = target.pathname;
    // Signed in as the tests sign in: the sandbox's sign-in page sets the cookies and redirects.
    const query = new URLSearchParams({ persona: persona ?? '', redirect: expected });
    const open = persona ? `${target.origin}/account/sign-in.html?${query.toString()}` : url;
    await page.goto(open, { waitUntil: 'networkidle', timeout: 60_000 });
    if (new URL(page.url()).pathname !== expected) {
      throw new Error(`landed on ${new URL(page.url()).pathname}, not ${expected}`);
    }
    await hydrated(page, tapCase.ready ?? tapCase.tap);
    // Settled: no network and a quiet main thread, so the tap is timed alone.
    await page.waitForLoadState('networkidle');
    await page.evaluate('new Promise((r) => requestIdleCallback(r, { timeout: 2000 }))');
    await armClock(page, tapCase);
    await page.locator(tapCase.tap).tap();
    return Number(await page.evaluate('window.__tap'));
  } finally {
    await context.close();
  }
}

/** The median of RUNS taps as a row. */
function tapRow(name: string, target: boolean, measure: () => Promise<number>): Promise<BenchRow> {
  return repeatedRow(name, target ? TARGET_MS : undefined, RUNS, measure, (times) => {
    const ms = median(times);
    return { ms, value: `${Math.round(ms)} ms (${times.length} runs, ${rangeText(times)})` };
  });
}

export const TAP_NOTES = [
  `Playwright's Chromium (the bench's browser), a 412 × 823 touch screen, the CPU slowed ` +
    `${CPU_SLOWDOWN}× by \`Emulation.setCPUThrottlingRate\` (Lighthouse's mobile default), no network ` +
    `throttling, against \`tsx server/main.ts\` serving dist/. Each page is loaded afresh, left to ` +
    `hydrate and settle, then tapped; the time runs from the tap's event time to the frame after the ` +
    `response shows (manage: the reason form's first radio button after a tap on "Cancel plan", signed ` +
    `in as \`${PERSONA}\`; FAQ: the second question's answer). Median of ${RUNS} loads (range in ` +
    `brackets). The reference row is the React-floor page of the Lighthouse rows answering a tap on ` +
    `a question with one React state update. \`npm run bench tap\` runs these rows alone.`,
];

/** Tap-to-response rows for each bench banner. Never throws: failures become rows. */
export default async function tapBench(): Promise<BenchRow[]> {
  const section = { id: 'tap', title: 'Tap to response', notes: TAP_NOTES };
  return browserBench(section, async ({ browser, banner, origin, references }) => [
    await tapRow(`Tap ${banner} reference: React floor, a question to its answer`, false, () =>
      tapOnce(browser, references.url(banner, 'floor'), {
        ...FAQ_TAP,
        needsText: false,
        ready: '#root > div',
      }),
    ),
    await tapRow(`Tap ${banner} ${MANAGE}: "Cancel plan" to the reason form`, true, () =>
      tapOnce(browser, `${origin}${MANAGE}`, CANCEL_TAP, PERSONA),
    ),
    await tapRow(`Tap ${banner} ${REFERENCE_ROUTE.path}: a question to its answer`, true, () =>
      tapOnce(browser, `${origin}${REFERENCE_ROUTE.path}`, FAQ_TAP),
    ),
  ]);
}
