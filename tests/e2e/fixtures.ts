import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type axeCore from 'axe-core';
import type { Result as AxeViolation, RunOptions } from 'axe-core';
import {
  test as base,
  expect,
  type Frame,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { tenantHeader } from '../../sandbox/tenants';
import { markupForAxe } from './axe-markup';
import { signInUrl } from './sign-in-url';
import { SCREEN_ROUTES } from '../../src/routes/route-table';

/** The server under test; tests/e2e/run.ts sets it. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';

/** The same server under another banner's host (`<banner>.localhost` resolves to loopback). */
export function bannerOrigin(banner: string): string {
  const url = new URL(BASE_URL);
  url.hostname = `${banner}.localhost`;
  return url.origin;
}

export { signInUrl };

/** Sandbox sign-in as a persona, landing on `path` (B's /account/sign-in.html stand-in). */
export async function signIn(
  page: Page,
  persona: string,
  path: string,
  origin = '',
): Promise<void> {
  await page.goto(signInUrl(persona, path, origin));
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}

/**
 * Pages already found free of axe violations in this run, by the hash of their viewport size and
 * markup (React's generated ids left out). axe reads the DOM and its layout only, so the same
 * markup at the same size gives the same answer: checking it again costs about a second a test and
 * finds nothing new. A page that fails is never remembered, so it fails every time. Both workers
 * share what they found through a folder of empty files named by hash (E2E_AXE_CLEAN_DIR, made
 * and removed by tests/e2e/run.ts for one run): a worker's own set alone checked the same page
 * once per worker. At most AXE_CLEAN_LIMIT pages are remembered.
 */
const axeClean = new Set<string>();
const AXE_CLEAN_LIMIT = 5_000;
const axeCleanDir = process.env.E2E_AXE_CLEAN_DIR;

function knownAxeClean(signature: string): boolean {
  return (
    axeClean.has(signature) ||
    (axeCleanDir !== undefined && existsSync(join(axeCleanDir, signature)))
  );
}

function rememberAxeClean(signature: string): void {
  if (axeClean.size >= AXE_CLEAN_LIMIT) return;
  axeClean.add(signature);
  if (axeCleanDir !== undefined) writeFileSync(join(axeCleanDir, signature), '');
}

/** The viewport size and markup of the page, as one hash. */
async function pageSignature(page: Page): Promise<string> {
  const [width, height, html] = await page.evaluate(
    () => [window.innerWidth, window.innerHeight, document.documentElement.outerHTML] as const,
  );
  return createHash('sha256')
    .update([width, height, markupForAxe(html)].join('\n'))
    .digest('hex');
}

/** What every axe check gathers: only the violations (no test reads the passes). */
const AXE_OPTIONS = { resultTypes: ['violations'] } satisfies RunOptions;
/** How long a frame of the page may take to take axe in, before it is left out. */
const FRAME_INJECT_MS = 5_000;

type AxeWindow = { axe?: typeof axeCore };

/**
 * axe's minified build (654 KB against the readable 1.48 MB), the project's own axe-core version.
 * Each check of a new page sends it to the browser: the readable one took about 4% more of the
 * machine's CPU over the truth matrix, in the test worker's writes and the browser's reading
 * (docs/decisions/axe-in-the-page.md).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Puts axe into a frame once: a frame that already has it (an earlier check of the same document)
 * is only configured again. `@axe-core/playwright`'s legacy mode evaluates axe's source in the
 * main frame twice a check (once in `analyze`, again in its frame loop). In a fresh context, on a
 * quiet machine, each took about 60 ms of sending the readable build and 150 ms of compiling and
 * running its top level (docs/decisions/axe-in-the-page.md).
 */
async function injectAxe(frame: Frame, bound: number | undefined): Promise<void> {
  const inject = async () => {
    const present = await frame.evaluate(
      () => typeof (window as AxeWindow).axe?.run === 'function',
    );
    if (!present) await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(() =>
      (window as AxeWindow).axe?.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  };
  if (bound === undefined) return inject();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((done) => (timer = setTimeout(done, bound)));
  // A frame that is gone or does not answer in time is left out, as the legacy mode leaves it.
  await Promise.race([inject().catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * The axe violations on the page and its frames, leaving out what the `exclude` selectors match.
 * When every frame is of the page's own origin, axe runs in the page itself (its legacy mode): it
 * reaches the same frames and nodes, without the blank page the default mode opens to merge the
 * frames' results, which took each run from about 300 to 650–1,000 ms, half the time of a spec of
 * short tests (docs/decisions/axe-in-the-page.md). A frame of another origin keeps
 * `@axe-core/playwright`'s default mode, the only one that reaches into it.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  const origin = new URL(page.url()).origin;
  const frames = page.frames();
  const otherOrigin = frames.some((frame) => {
    const url = frame.url();
    return /^https?:/.test(url) && new URL(url).origin !== origin;
  });
  if (otherOrigin) {
    // The project's axe-core, as in the page: the package's own copy may be older.
    const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).options(AXE_OPTIONS);
    for (const selector of exclude) builder.exclude(selector);
    return (await builder.analyze()).violations;
  }
  await injectAxe(page.mainFrame(), undefined);
  for (const frame of frames) {
    if (frame !== page.mainFrame()) await injectAxe(frame, FRAME_INJECT_MS);
  }
  const answer = await page.evaluate(
    ({ context, options }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) return { error: 'axe is not in the page', violations: [] };
      return axe.run(context, options).then(
        (results) => ({ error: null, violations: results.violations }),
        (error: unknown) => ({
          error: error instanceof Error ? error.message : String(error),
          violations: [],
        }),
      );
    },
    { context: { include: [], exclude }, options: AXE_OPTIONS },
  );
  if (answer.error !== null) throw new Error(`axe on ${page.url()}: ${answer.error}`);
  return answer.violations;
}

/**
 * Fails with the list of axe violations (rule, impact, first target) on the current page, leaving
 * out what the `exclude` selectors match. A page already found clean in full is not checked
 * again; only a check of the whole page is remembered as clean.
 */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  const signature = await pageSignature(page);
  if (knownAxeClean(signature)) return;
  const violations = await axeViolations(page, exclude);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes[0]?.target.join(' ') ?? ''}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  if (exclude.length === 0) rememberAxeClean(signature);
}

/**
 * How often the page checks a wait of `screenSettled` and `goToScreen`. Polling on every animation
 * frame made the renderer draw frames the whole time it waited: the truth matrix took 5–10% more
 * CPU than at this interval, which is still a fraction of a screen's load
 * (docs/decisions/browser-test-launch-and-contexts.md).
 */
const SETTLE_POLL_MS = 20;

/**
 * Waits until the screen has finished loading: no screen loading status and no block skeleton.
 * A screen shows its h1 before its blocks, so checks that look at the whole page (axe, the
 * heading outline) wait for this, or they would only see the title and a status.
 */
export async function screenSettled(page: Page): Promise<void> {
  const loading = '.fp-screen-loading, .fp-skeleton, [aria-busy="true"]';
  // Polled in the page every SETTLE_POLL_MS: a locator assertion polls only every 500 ms once it
  // has waited 270 ms, about a quarter second lost a screen. The assertion then holds at once,
  // and still fails the test with its own message if the screen never settles.
  const settled = await page
    .waitForFunction((selector) => document.querySelector(selector) === null, loading, {
      timeout: 15_000,
      polling: SETTLE_POLL_MS,
    })
    .then(
      () => true,
      () => false,
    );
  await expect(page.locator(loading)).toHaveCount(0, { timeout: settled ? 1_000 : 5_000 });
}

/** The requests each tracked page has sent and not yet finished. */
const openRequests = new WeakMap<Page, { open: Set<Request>; lastChange: number }>();
/** The most requests named when a page never goes quiet (bounded: a message, not a log). */
const NAMED_OPEN_REQUESTS = 5;

/**
 * Records the page's open requests, for `networkQuiet`; call it before the page loads (a spec's
 * `beforeEach`). Only the specs that wait for quiet ask for it: listening to every request makes
 * Playwright send each request's events to the worker, and tracking every page of the suite cost
 * about a tenth of the CPU the tests used (docs/decisions/browser-tests-move-in-the-app.md).
 */
export function trackRequests(page: Page): void {
  const state = { open: new Set<Request>(), lastChange: Date.now() };
  openRequests.set(page, state);
  page.on('request', (request) => {
    state.open.add(request);
    state.lastChange = Date.now();
  });
  const settle = (request: Request) => {
    state.open.delete(request);
    state.lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
}

/**
 * Waits until the page has had no request open for `quietMs`: its calls are answered and what
 * they draw has had its frames. Playwright's `networkidle` asks for 500 ms of quiet after the
 * last request, which the page's own requests show is several times what a call that follows an
 * answer needs; at about a hundred page loads a run, those waits were half a minute of it.
 * Tests that prove a request is never sent keep `networkidle`, the longer watch.
 */
export async function networkQuiet(page: Page, quietMs = 150, timeout = 15_000): Promise<void> {
  const state = openRequests.get(page);
  if (!state) throw new Error('networkQuiet: call trackRequests(page) before the page loads');
  const deadline = Date.now() + timeout;
  while (state.open.size > 0 || Date.now() - state.lastChange < quietMs) {
    if (Date.now() > deadline) {
      const open = [...state.open].slice(0, NAMED_OPEN_REQUESTS).map((r) => r.url());
      throw new Error(`requests still open after ${timeout} ms: ${open.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Moves to `path` through the app's router, as the app's own links do (no page load: React Router
 * listens to popstate). With `markStale`, the headings on the page now are marked first, so a wait
 * for the next screen's heading cannot take the old one, which the router keeps on the page until
 * the new screen's code has loaded.
 */
export async function moveInApp(page: Page, path: string, markStale = false): Promise<void> {
  await page.evaluate(
    ({ to, stale }) => {
      if (stale)
        document.querySelectorAll('main h1').forEach((h) => h.setAttribute('data-stale', ''));
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: path, stale: markStale },
  );
}

const screenOf = (path: string) => SCREEN_ROUTES.find((route) => route.path === path)?.screen;

/**
 * Goes to the screen at `path` on `origin` and waits until it has settled: through the app's
 * router when the page is already the app on that origin (a move costs a fraction of a page load
 * and its hydration), else by loading the page. Two routes of one screen (govassist and its
 * mobile form) keep the same heading, so there only the settled screen is awaited.
 */
export async function goToScreen(page: Page, origin: string, path: string): Promise<void> {
  const here = new URL(page.url());
  const inApp = here.origin === origin && (await page.locator('main h1').count()) > 0;
  if (!inApp) await page.goto(`${origin}${path}`);
  else if (here.pathname !== path) {
    await moveInApp(page, path, screenOf(here.pathname) !== screenOf(path));
  }
  // A public route never sends a shopper to sign in; if one does, the page has no main h1 (the
  // sign-in stand-in), and the wait fails the step instead of hanging it.
  await page.waitForFunction(() => document.querySelector('main h1:not([data-stale])'), null, {
    timeout: 15_000,
    polling: SETTLE_POLL_MS,
  });
  await screenSettled(page);
}

/**
 * The page's visible heading levels in document order (h1–h6 and role="heading" with
 * aria-level), as axe's heading-order and Lighthouse read them.
 */
export async function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
      .map((el) => ({
        level: /^H[1-6]$/.test(el.tagName)
          ? Number(el.tagName.slice(1))
          : Number(el.getAttribute('aria-level') ?? '2'),
        text: (el.textContent ?? '').trim().slice(0, 40),
      })),
  );
}

/** Headings that skip a level after the one before them (h1 then h3), in the page's words. */
export function headingSkips(levels: { level: number; text: string }[]): string[] {
  return levels.flatMap((h, i) => {
    const before = levels[i - 1];
    return before && h.level > before.level + 1
      ? [`h${before.level} "${before.text}" then h${h.level} "${h.text}"`]
      : [];
  });
}

/** True when the page is the app (not a sandbox stand-in page). */
async function isAppPage(page: Page): Promise<boolean> {
  if (!page.url().startsWith('http')) return false;
  return (await page.locator('#root').count()) > 0;
}

/**
 * The sandbox tenant of a test file: its own copy of the sandbox state, so files running in
 * parallel never see each other's resets, clock moves, faults or content overrides.
 */
export function tenantOf(testInfo: Pick<TestInfo, 'file'>): string {
  const file = relative(process.cwd(), testInfo.file);
  return `e2e-${createHash('sha256').update(file).digest('hex').slice(0, 16)}`;
}

/** Headers that put a request made outside Playwright's contexts into the file's tenant. */
export function tenantHeaders(testInfo: Pick<TestInfo, 'file'>): Record<string, string> {
  return { [tenantHeader]: tenantOf(testInfo) };
}

/**
 * The shared fixture: every request of the file's pages and API contexts goes to the file's
 * sandbox tenant; every test fails on an uncaught page error or a Content Security Policy
 * violation (or a Permissions-Policy error), and axe-core runs on the app page the test ends on.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, ...tenantHeaders(testInfo) });
  },
  page: async ({ page }, provide) => {
    const pageProblems: string[] = [];
    page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // A refused resource, or a Permissions-Policy header Chromium cannot read (server/headers.ts).
      if (/content security policy|permissions[- ]policy/i.test(message.text())) {
        pageProblems.push(`CSP: ${message.text()}`);
      }
    });
    await provide(page);
    expect(pageProblems, 'uncaught page errors or CSP violations').toEqual([]);
    if (await isAppPage(page)) {
      // A test may end while the screen still waits for its session (a status, no heading yet);
      // axe checks the page the shopper then gets, and one that never gets its h1 still fails.
      await page
        .locator('h1')
        .first()
        .waitFor({ state: 'attached', timeout: 5_000 })
        .catch(() => undefined);
      await expectNoAxeViolations(page);
    }
  },
});

/**
 * Makes the page's browser ask to save data (`navigator.connection.saveData`), before it loads:
 * the app then makes no screen ready ahead of a move (src/app/routes/use-warm-links.ts), so what
 * a page loads is its own, at whatever moment the test looks.
 */
export async function asksToSaveData(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    }),
  );
}

/** Resets the sandbox (clock, faults, content overrides, subscriptions) before a test file. */
export function resetSandboxBeforeFile(): void {
  test.beforeAll(async ({ request }) => {
    const response = await request.post(`${BASE_URL}/__sandbox/reset`);
    expect(response.ok()).toBe(true);
  });
}

export { expect };
