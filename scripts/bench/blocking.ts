/**
 * Bench: blocking time after the first paint, observed (issue 23). Lighthouse's TBT is simulated:
 * it multiplies each task of an unthrottled load by four, so every task over 12.5 ms counts, and
 * two runs of the same page on this machine gave 160 and 760 ms. These rows load each page in the
 * bench's Chromium (Playwright, a 412 × 823 touch screen) with the CPU really slowed 4×
 * (`Emulation.setCPUThrottlingRate`, as the tap rows), trace the load, and add up what each task
 * of the page's main thread after its first contentful paint ran over 50 ms
 * (scripts/perf/blocking-time.ts). The row is the median of BLOCKING_RUNS (5) fresh loads, with the
 * longest task beside it, next to the React-floor reference page of the same run. The pages are
 * the Lighthouse rows' (scripts/perf/lighthouse-pages.ts): manage, cancel-plan, subscribe as a new
 * shopper and the FAQ, signed in through the sandbox's sign-in page. The target is Lighthouse's
 * TBT target, 100 ms, read here as an observed figure. `npm run bench blocking` runs these rows
 * alone; BENCH_BANNERS and BENCH_ROUTES apply.
 */
import type { Browser } from '@playwright/test';
import { numberFrom } from '../../shared-node/env-number';
import type { BenchRow } from '../bench';
import { benchFilters, keepRoutes } from '../perf/bench-filters';
import { blockingAfterPaint, type Blocking, type TraceEvent } from '../perf/blocking-time';
import { browserBench, CPU_SLOWDOWN, slowPhone } from '../perf/browser-bench';
import { lighthousePage } from '../perf/lighthouse-pages';
import { median, rangeText, repeatedRow } from '../perf/stats';

const RUNS = Math.round(numberFrom('BLOCKING_RUNS', 5, 1, 50));
const TARGET_MS = 100;
/** How long a load is traced after it fires `load`: the app's code and data come in after it. */
const AFTER_LOAD_MS = 3_000;
/** The routes measured: the four of issue 23's table. */
const ROUTES = [
  { path: '/freshpass/manage' },
  { path: '/freshpass/manage/cancel-plan' },
  { path: '/freshpass/manage/subscribe' },
  { path: '/freshpass/manage/freshpass-faq' },
];
/** How long the browser may take to hand the trace over once it is ended. */
const TRACE_END_MS = 30_000;
/** What the trace records: the main thread's tasks and the paint marks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
].join(',');

/** A promise that fails with `reason` after `ms` (its timer does not keep the process alive). */
function timeout(ms: number, reason: string): Promise<never> {
  return new Promise((_, fail) => setTimeout(() => fail(new Error(reason)), ms).unref());
}

/** One traced load of `url` on a fresh page; its blocking, or throws with the reason. */
async function loadOnce(browser: Browser, url: string, expected?: string): Promise<Blocking> {
  const { context, page, cdp } = await slowPhone(browser);
  try {
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', {
      categories: TRACE_CATEGORIES,
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(AFTER_LOAD_MS);
    await cdp.send('Tracing.end');
    await Promise.race([complete, timeout(TRACE_END_MS, 'the trace did not end')]);
    const landed = new URL(page.url()).pathname;
    if (expected !== undefined && landed !== expected) {
      throw new Error(`landed on ${landed}, not ${expected}`);
    }
    const blocking = blockingAfterPaint(events);
    if (!blocking) throw new Error('the page painted no content');
    return blocking;
  } finally {
    await context.close();
  }
}

/** The median of RUNS loads as a row, with the median longest task. */
function blockingRow(
  name: string,
  target: boolean,
  measure: () => Promise<Blocking>,
): Promise<BenchRow> {
  return repeatedRow(name, target ? TARGET_MS : undefined, RUNS, measure, (loads) => {
    const blocking = loads.map((l) => l.blockingMs);
    const ms = median(blocking);
    const longest = Math.round(median(loads.map((l) => l.longestMs)));
    const value = `${Math.round(ms)} ms (${loads.length} loads, ${rangeText(blocking)}; longest task ${longest} ms)`;
    return { ms, value };
  });
}

export const BLOCKING_NOTES = [
  `Playwright's Chromium (the bench's browser), a 412 × 823 touch screen, the CPU slowed ` +
    `${CPU_SLOWDOWN}× by \`Emulation.setCPUThrottlingRate\`, no network throttling, against ` +
    `\`tsx server/main.ts\` serving dist/. Each page is loaded afresh (signed in through the ` +
    `sandbox's sign-in page, as the Lighthouse rows) and traced until ${AFTER_LOAD_MS / 1000} s ` +
    `after its \`load\` event; the figure adds up what each task of its main thread after the ` +
    `first contentful paint ran over 50 ms. Median of ${RUNS} loads (range in brackets), with ` +
    `the median longest task. Lighthouse's TBT simulates the same sum from an unthrottled load, ` +
    `every task multiplied by four, so a task of 13 ms counts; here the tasks ran under the ` +
    `slowdown. Both move from run to run on this machine. ` +
    `\`npm run bench blocking\` runs these rows alone.`,
];

/** Blocking rows for each bench banner. Never throws: failures become rows. */
export default async function blockingBench(): Promise<BenchRow[]> {
  const routes = keepRoutes(ROUTES, benchFilters());
  const section = {
    id: 'blocking',
    title: 'Blocking time after the first paint, observed',
    notes: BLOCKING_NOTES,
  };
  return browserBench(section, async ({ browser, banner, origin, references }) => {
    const rows = [
      await blockingRow(`Blocking ${banner} reference: the FAQ painted by React alone`, false, () =>
        loadOnce(browser, references.url(banner, 'floor')),
      ),
    ];
    for (const { path } of routes) {
      const page = lighthousePage(path);
      const query = new URLSearchParams({ persona: page.persona, redirect: path + page.query });
      rows.push(
        await blockingRow(`Blocking ${banner} ${path}${page.query} as ${page.persona}`, true, () =>
          loadOnce(browser, `${origin}/account/sign-in.html?${query.toString()}`, path),
        ),
      );
    }
    return rows;
  });
}
