/**
 * Bench: Lighthouse (npm package v12, mobile default) on every route for safeway and vons,
 * signed in as the `active-monthly` persona, except the form screens, measured in their form
 * state (scripts/perf/lighthouse-pages.ts), against the `npm start` server of the existing
 * dist/. The Chromium of scripts/lib/find-browser.ts runs headless through chrome-launcher. Bounded to about five minutes:
 * URLs left when the budget runs out are listed as not measured, never as a crash.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import { BROWSER_ARGS, findBrowser, NO_BROWSER_MESSAGE } from '../lib/find-browser';
import type { BenchRow } from '../bench';
import { benchFilters, isFiltered, keepBanners, keepRoutes } from '../perf/bench-filters';
import { DEFAULT_PERSONA, lighthousePage, lighthouseRowName } from '../perf/lighthouse-pages';
import { lighthouseRow, TARGET_TEXT, type LhrLike } from '../perf/lighthouse-scores';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc';
import { signInCookies, startSandboxServer, type RunningServer } from '../perf/sandbox-server';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** LIGHTHOUSE_JSON_DIR: also write each full Lighthouse result there, for audit details. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
const BUDGET_MS = Number(process.env.LIGHTHOUSE_BUDGET_MS ?? 285_000);
const CHROME_FLAGS = ['--headless=new', ...BROWSER_ARGS];
// Weight-0 audits that cost seconds per run (a second navigation, screenshots): scores unchanged.
const SKIPPED_AUDITS = ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'];

async function measure(
  server: RunningServer,
  port: number,
  banner: string,
  path: string,
): Promise<BenchRow> {
  const name = lighthouseRowName(banner, path);
  const page = lighthousePage(path);
  try {
    const cookie = await signInCookies(server.origin, page.persona, path + page.query);
    const url = `http://${banner}.localhost:${server.port}${path}${page.query}`;
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      skipAudits: SKIPPED_AUDITS,
      disableFullPageScreenshot: true,
      extraHeaders: { Cookie: cookie },
    });
    if (!result)
      return { name, value: 'not measured', target: TARGET_TEXT, met: false, note: 'no result' };
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      const file = `${banner}${path.replaceAll('/', '_')}.json`;
      writeFileSync(join(JSON_DIR, file), JSON.stringify(result.lhr, null, 1));
    }
    const row = lighthouseRow(name, result.lhr as unknown as LhrLike);
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
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
    return { name, value: 'not measured', target: TARGET_TEXT, met: false, note };
  }
}

/** Lighthouse rows, one per banner and route. Never throws: failures become rows. */
export default async function lighthouseBench(): Promise<BenchRow[]> {
  const started = Date.now();
  const filters = benchFilters();
  const rows: BenchRow[] = [];
  let server: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startSandboxServer(ROOT);
    const browser = await findBrowser();
    if (!browser) throw new Error(NO_BROWSER_MESSAGE);
    // chrome-launcher gives the browser its own temporary user-data folder.
    chrome = await chromeLauncher.launch({
      chromePath: browser.path,
      chromeFlags: CHROME_FLAGS,
    });
    const routes = keepRoutes(SCREEN_ROUTES, filters);
    const banners = keepBanners(filters);
    for (const route of routes) {
      for (const banner of banners) {
        if (Date.now() - started > BUDGET_MS) {
          rows.push({
            name: lighthouseRowName(banner, route.path),
            value: 'not measured',
            target: TARGET_TEXT,
            met: false,
            note: `the ${Math.round(BUDGET_MS / 60_000)}-minute Lighthouse budget ran out`,
          });
          continue;
        }
        process.stderr.write(`bench: lighthouse ${banner} ${route.path}\n`);
        rows.push(await measure(server, chrome.port, banner, route.path));
      }
    }
  } catch (error) {
    const note = error instanceof Error ? error.message : String(error);
    rows.push({ name: 'Lighthouse', value: 'not measured', target: TARGET_TEXT, met: false, note });
  } finally {
    chrome?.kill();
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
          `Run took ${Math.round((Date.now() - started) / 1000)} s.`,
      ],
    );
  }
  return rows;
}
