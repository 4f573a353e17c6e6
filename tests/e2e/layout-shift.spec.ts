import type { Page } from '@playwright/test';
import { BASE_URL, bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from './fixtures';

resetSandboxBeforeFile();

/**
 * Issue 7's CLS target (≤ 0.02), checked in the browser: the page loads on a phone-sized screen
 * with the CPU slowed 4× and a slow network (so data arrives after the first paint, as in
 * Lighthouse's mobile run), and the layout-shift entries Chromium reports are summed. Each shift
 * found names the elements that moved, so a failure says what to fix.
 */
const MOBILE = { width: 412, height: 823 };
const CLS_TARGET = 0.02;

interface Shift {
  value: number;
  moved: string[];
}

/** The page's console errors while each measured page loaded: a failed read explains a shift. */
const consoleErrors = new WeakMap<Shift[], string[]>();

/** A failure message: each shift with what moved, and the console errors of the load. */
function report(shifts: Shift[]): string {
  return JSON.stringify({ shifts, consoleErrors: consoleErrors.get(shifts) ?? [] });
}

async function loadAndMeasure(page: Page, url: string): Promise<Shift[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 300));
  });
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}${s.node.className ? `.${String(s.node.className).split(' ').join('.')}` : ''}${s.node.getAttribute('data-block') ? `[data-block=${s.node.getAttribute('data-block')}]` : ''}`
              : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // Blocks done loading: no screen status, no skeleton.
  await expect(page.locator('.fp-screen-loading, .fp-skeleton')).toHaveCount(0, {
    timeout: 15_000,
  });
  // The banner's logo is in the page header and loaded, so the sum counts what it does.
  await expect
    .poll(() =>
      page
        .getByRole('banner')
        .getByRole('img')
        .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
  await page.waitForTimeout(300);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  consoleErrors.set(shifts, errors);
  // The header keeps its size from the first paint (the logo's width and height are given), so
  // neither it nor anything in it ever moves.
  const headerMoves = shifts.flatMap((s) => s.moved).filter((m) => /^(header|.*fp-header)/.test(m));
  expect(headerMoves, report(shifts)).toEqual([]);
  return shifts;
}

const total = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

const SIGNED_IN_ROUTES = [
  '/freshpass/manage',
  '/freshpass/manage/cancel-plan',
  '/freshpass/manage/update-payments',
  '/freshpass/manage/confirmation',
];
const OPEN_ROUTES = ['/freshpass/manage/freshpass-faq', '/freshpass/manage/govassist'];
/**
 * The partner landing's three pages, which it picks from its query once hydrated: the partner
 * list (no code), the error page (a code that failed) and the campaign, whose block keeps a
 * phone's height until the discount answers.
 */
const PARTNER_LANDINGS = [
  '/rewards/partners/partner-detail',
  '/rewards/partners/partner-detail?discountCode=NOPE',
  '/rewards/partners/partner-detail?discountCode=EXPEDIA25&segment=travel',
];
/** The widest logo (shrunk to fit the phone) and the landing page's white logo on the colour. */
const LOGO_PAGES = [
  ['andronicos', '/freshpass/manage/freshpass-faq'],
  ['kingsfoodmarkets', '/freshpass/manage/subscribe'],
] as const;

test.describe('layout shift on a phone-sized screen under a slow CPU and network', () => {
  test.use({ viewport: MOBILE });
  test.describe.configure({ timeout: 60_000 });

  // The navigation comes after <main> in the page but shows above it on a phone. On a slow
  // network the browser paints what has arrived, so <main> must already stand where the whole page
  // puts it: a page cut after </main> (scripts taken out, so it stays as sent) against the whole.
  test('<main> stands where the whole page puts it before the navigation has arrived', async ({
    page,
  }) => {
    const url = `${BASE_URL}/freshpass/manage/cancel-plan`;
    const html = await (await page.request.get(url)).text();
    const cut = html.indexOf('</main>') + '</main>'.length;
    expect(cut, 'the page has a <main>').toBeGreaterThan('</main>'.length);
    const staticPage = (markup: string) => markup.replace(/<script\b[\s\S]*?<\/script>/g, '');
    const mainTop = async (markup: string) => {
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: markup }));
      await page.goto(url);
      await page.unroute(url);
      return (await page.locator('main').boundingBox())?.y;
    };
    const before = await mainTop(staticPage(html.slice(0, cut)));
    await expect(page.locator('.fp-page__nav'), 'the navigation not yet arrived').toHaveCount(0);
    const whole = await mainTop(staticPage(html));
    await expect(page.locator('.fp-left-nav-pending')).toHaveCount(1);
    expect(before, 'where <main> stands before the rest arrives').toBe(whole);
    // What axe would read here is a page cut short on purpose, not one a shopper is left with.
    await page.goto('about:blank');
  });

  for (const path of SIGNED_IN_ROUTES) {
    test(`${path} shifts by at most ${CLS_TARGET}`, async ({ page }) => {
      await signIn(page, 'active-monthly', path);
      const shifts = await loadAndMeasure(page, path);
      expect(total(shifts), report(shifts)).toBeLessThanOrEqual(CLS_TARGET);
      // The page frame itself never moves: the navigation's place is kept while it loads.
      const frameMoves = shifts.flatMap((s) => s.moved).filter((m) => m.startsWith('main'));
      expect(frameMoves, report(shifts)).toEqual([]);
    });
  }

  // Contract §7: a navigation that cannot be read shows nothing. Its place stays (empty), so the
  // content below does not jump up by the dropdown's height when the read fails (a 0.04 shift
  // seen in CI, where a read failed on a busy machine).
  test(`/freshpass/manage whose navigation cannot be read shifts by at most ${CLS_TARGET}`, async ({
    page,
    request,
  }) => {
    await signIn(page, 'active-monthly', '/freshpass/manage');
    const armed = await request.post(`${BASE_URL}/__sandbox/faults`, {
      data: { path: '/left-nav-v2', status: 500 },
    });
    expect(armed.ok(), 'POST /__sandbox/faults').toBe(true);
    try {
      const shifts = await loadAndMeasure(page, '/freshpass/manage');
      expect(consoleErrors.get(shifts), 'the failed read was logged').toContain(
        'Error while fetching navigation from UCA',
      );
      await expect(page.getByRole('navigation', { name: 'Account navigation' })).toHaveCount(0);
      expect(total(shifts), report(shifts)).toBeLessThanOrEqual(CLS_TARGET);
      const frameMoves = shifts.flatMap((s) => s.moved).filter((m) => m.startsWith('main'));
      expect(frameMoves, report(shifts)).toEqual([]);
    } finally {
      await request.delete(`${BASE_URL}/__sandbox/faults`);
    }
  });

  test(`/freshpass/manage/subscribe for a new shopper (its zip form) shifts by at most ${CLS_TARGET}`, async ({
    page,
  }) => {
    await signIn(page, 'new-shopper', '/freshpass/manage/subscribe');
    const shifts = await loadAndMeasure(page, '/freshpass/manage/subscribe');
    expect(total(shifts), report(shifts)).toBeLessThanOrEqual(CLS_TARGET);
  });

  for (const [banner, path] of LOGO_PAGES) {
    test(`${banner} ${path} with its logo header shifts by at most ${CLS_TARGET}`, async ({
      page,
    }) => {
      const shifts = await loadAndMeasure(page, `${bannerOrigin(banner)}${path}`);
      expect(total(shifts), report(shifts)).toBeLessThanOrEqual(CLS_TARGET);
    });
  }

  for (const path of PARTNER_LANDINGS) {
    test(`vons ${path} shifts by at most ${CLS_TARGET}`, async ({ page }) => {
      const shifts = await loadAndMeasure(page, `${bannerOrigin('vons')}${path}`);
      expect(total(shifts), report(shifts)).toBeLessThanOrEqual(CLS_TARGET);
    });
  }

  for (const path of OPEN_ROUTES) {
    test(`vons ${path} shifts by at most ${CLS_TARGET}`, async ({ page }) => {
      const shifts = await loadAndMeasure(page, `${bannerOrigin('vons')}${path}`);
      expect(total(shifts), report(shifts)).toBeLessThanOrEqual(CLS_TARGET);
    });
  }
});
