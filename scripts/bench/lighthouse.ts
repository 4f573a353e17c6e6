/**
 * Bench: Lighthouse (npm package v12, mobile default) on every route for safeway and vons,
 * signed in as the `active-monthly` persona, except the form screens, measured in their form
 * state (scripts/perf/lighthouse-pages.ts), against the `npm start` server of the existing
 * dist/. Each page is run LIGHTHOUSE_RUNS times (3 by default) and the median run is reported
 * (Lighthouse's own choice: the run nearest the median FCP and TTI), since this machine is noisy.
 * Beside them, in the same run, the two reference pages of scripts/perf/reference-pages.ts (the
 * FAQ's text as static HTML, and the same painted by the React floor alone), so each figure is
 * read against the limit measured next to it. The Chromium of shared-node/find-browser.ts runs
 * headless through chrome-launcher. Bounded in time: URLs left when the budget runs out are
 * listed as not measured, never as a crash.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import { BROWSER_ARGS, findBrowser, NO_BROWSER_MESSAGE } from '../../shared-node/find-browser';
import type { BenchRow } from '../bench';
import { benchFilters, isFiltered, keepBanners, keepRoutes } from '../perf/bench-filters';
import { DEFAULT_PERSONA, lighthousePage, lighthouseRowName } from '../perf/lighthouse-pages';
import {
  lcpTargetMs,
  lighthouseRow,
  targetText,
  TARGETS,
  type LhrLike,
} from '../perf/lighthouse-scores';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc';
import { startReferenceServer, type ReferenceServer } from '../perf/reference-pages';
import { signInCookies, startSandboxServer, type RunningServer } from '../perf/sandbox-server';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** LIGHTHOUSE_JSON_DIR: also write each median Lighthouse result there, for audit details. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const BUDGET_MS = Number(process.env.LIGHTHOUSE_BUDGET_MS ?? 900_000);
const CHROME_FLAGS = ['--headless=new', ...BROWSER_ARGS];
// Weight-0 audits that cost seconds per run (a second navigation, screenshots): scores unchanged.
const SKIPPED_AUDITS = ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'];

type StorageType = NonNullable<
  NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes']
>[number];

/**
 * What each run clears before it loads the page: Lighthouse's own list, and the cookies, which it
 * keeps by default. With the first run's cookies left in the browser, the second and third runs
 * of update-payments were answered as a guest and measured the sign-in page instead.
 */
const STORAGE_CLEARED: StorageType[] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
];

type Lhr = Parameters<typeof computeMedianRun>[0][number];

/**
 * RUNS Lighthouse runs of one URL, each signed in afresh by `cookie` (the sandbox may renew a
 * session once it is used); the median run, or when no run succeeded the last failed result.
 * A run Lighthouse itself could not record (NO_NAVSTART and the like) is run again, at most once.
 */
async function medianRun(
  port: number,
  url: string,
  cookie: () => Promise<string | undefined> = () => Promise.resolve(undefined),
): Promise<Lhr | undefined> {
  const runs: Lhr[] = [];
  let failed: Lhr | undefined;
  for (let i = 0, retries = 0; i < RUNS; i += 1) {
    const header = await cookie();
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      skipAudits: SKIPPED_AUDITS,
      disableFullPageScreenshot: true,
      clearStorageTypes: STORAGE_CLEARED,
      ...(header ? { extraHeaders: { Cookie: header } } : {}),
    });
    if (!result) continue;
    if (result.lhr.runtimeError) {
      failed = result.lhr;
      if (retries < RUNS) {
        retries += 1;
        i -= 1;
      }
      continue;
    }
    runs.push(result.lhr);
  }
  return runs.length > 0 ? computeMedianRun(runs) : failed;
}

function keepJson(name: string, lhr: Lhr): void {
  if (!JSON_DIR) return;
  mkdirSync(JSON_DIR, { recursive: true });
  writeFileSync(
    join(JSON_DIR, `${name.replace(/[^\w.-]+/g, '_')}.json`),
    JSON.stringify(lhr, null, 1),
  );
}

async function measure(
  server: RunningServer,
  port: number,
  banner: string,
  route: (typeof SCREEN_ROUTES)[number],
): Promise<BenchRow> {
  const path = route.path;
  const name = lighthouseRowName(banner, path);
  const lcpMs = lcpTargetMs(route.needsSession);
  const page = lighthousePage(path);
  try {
    const url = `http://${banner}.localhost:${server.port}${path}${page.query}`;
    const lhr = await medianRun(port, url, () =>
      signInCookies(server.origin, page.persona, path + page.query),
    );
    if (!lhr)
      return {
        name,
        value: 'not measured',
        target: targetText(lcpMs),
        met: false,
        note: 'no result',
      };
    keepJson(name, lhr);
    const row = lighthouseRow(name, lhr as unknown as LhrLike, { lcpMs, runs: RUNS });
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== path) {
      return {
        ...row,
        met: false,
        note: `measured ${landed}, not ${path}: the session was not accepted`,
      };
    }
    return row;
  } catch (error) {
    const note = error instanceof Error ? error.message : String(error);
    return { name, value: 'not measured', target: targetText(lcpMs), met: false, note };
  }
}

/** The two reference rows of a banner: figures to read the routes against, no target. */
async function measureReferences(
  references: ReferenceServer,
  port: number,
  banner: string,
): Promise<BenchRow[]> {
  const pages = [
    ['static', 'reference: the FAQ as static HTML (no script)'],
    ['floor', 'reference: the FAQ painted by the React floor alone'],
  ] as const;
  const rows: BenchRow[] = [];
  for (const [page, label] of pages) {
    const name = `Lighthouse ${banner} ${label}`;
    try {
      const lhr = await medianRun(port, references.url(banner, page));
      if (!lhr) throw new Error('no result');
      keepJson(name, lhr);
      const row = lighthouseRow(name, lhr as unknown as LhrLike, { runs: RUNS });
      rows.push({ name, value: row.value, target: '' });
    } catch (error) {
      const note = error instanceof Error ? error.message : String(error);
      rows.push({ name, value: 'not measured', target: '', note });
    }
  }
  return rows;
}

/** Lighthouse rows, one per banner and route. Never throws: failures become rows. */
export default async function lighthouseBench(): Promise<BenchRow[]> {
  const started = Date.now();
  const filters = benchFilters();
  const rows: BenchRow[] = [];
  let server: RunningServer | undefined;
  let references: ReferenceServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startSandboxServer(ROOT);
    const banners = keepBanners(filters);
    references = await startReferenceServer(ROOT, banners);
    // The full Chromium when the machine has one: what shoppers' Chrome is built from.
    const browser = await findBrowser({ preferSystem: true });
    if (!browser) throw new Error(NO_BROWSER_MESSAGE);
    process.stderr.write(`bench: lighthouse drives ${browser.path} (${browser.source})\n`);
    // chrome-launcher gives the browser its own temporary user-data folder.
    chrome = await chromeLauncher.launch({
      chromePath: browser.path,
      chromeFlags: CHROME_FLAGS,
    });
    const routes = keepRoutes(SCREEN_ROUTES, filters);
    for (const banner of banners) {
      process.stderr.write(`bench: lighthouse ${banner} reference pages\n`);
      rows.push(...(await measureReferences(references, chrome.port, banner)));
    }
    for (const route of routes) {
      for (const banner of banners) {
        if (Date.now() - started > BUDGET_MS) {
          rows.push({
            name: lighthouseRowName(banner, route.path),
            value: 'not measured',
            target: targetText(lcpTargetMs(route.needsSession)),
            met: false,
            note: `the ${Math.round(BUDGET_MS / 60_000)}-minute Lighthouse budget ran out`,
          });
          continue;
        }
        process.stderr.write(`bench: lighthouse ${banner} ${route.path}\n`);
        rows.push(await measure(server, chrome.port, banner, route));
      }
    }
  } catch (error) {
    const note = error instanceof Error ? error.message : String(error);
    rows.push({
      name: 'Lighthouse',
      value: 'not measured',
      target: targetText(),
      met: false,
      note,
    });
  } finally {
    chrome?.kill();
    await references?.stop();
    await server?.stop();
  }
  if (shouldWriteDoc() && isFiltered(filters)) {
    // A filtered run would replace the whole table with a few rows.
    process.stderr.write(
      'bench: BENCH_ROUTES/BENCH_BANNERS set, docs/performance.md not written\n',
    );
  } else if (shouldWriteDoc()) {
    await writeDocSection(
      join(ROOT, 'docs/performance.md'),
      'lighthouse',
      'Lighthouse (mobile default)',
      rows,
      [
        `Lighthouse 12 with its default mobile settings (simulated slow 4G, 4× CPU slowdown) in ` +
          `Debian Chromium, headless, against \`tsx server/main.ts\` serving dist/, signed in as the ` +
          `\`${DEFAULT_PERSONA}\` persona through the sandbox sign-in page (cookie passed as a header); ` +
          `the form screens in their form state: subscribe as \`new-shopper\` (the zip step) and ` +
          `the partner landing as \`new-shopper\` with the partner code EXPEDIA25. ` +
          `Each page was run ${RUNS} times; the row is Lighthouse's median run (nearest the median ` +
          `FCP and TTI). LCP targets: ${TARGETS.lcpOpenMs / 1000} s on open pages, ` +
          `${TARGETS.lcpAccountMs / 1000} s on account pages. The two reference rows of each ` +
          `banner are the FAQ's own prerendered page with its scripts removed (static HTML) and ` +
          `the same head with its markup rendered by a module holding only React, React DOM and ` +
          `React Router (scripts/perf/reference-pages.ts). ` +
          `Run took ${Math.round((Date.now() - started) / 1000)} s.`,
      ],
    );
  }
  return rows;
}
