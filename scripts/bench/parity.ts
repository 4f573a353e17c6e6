/**
 * Bench: cancelling held to the law's measure (issue 16). On every banner (BENCH_BANNERS keeps
 * some), the screens and actions to join as `new-shopper` and to cancel as `active-monthly`,
 * `active-annual` and `trial`, driven by the same flows as tests/e2e/parity.spec.ts against the
 * `npm start` server of the existing dist/. Target: cancelling takes no more of either than joining.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { tenantHeader } from '../../sandbox/tenants.ts';
import {
  cancel,
  join as joinFlow,
  signInAt,
  type FlowCount,
} from '../../tests/e2e/parity/flows.ts';
import type { BenchRow } from '../bench.ts';
import { benchFilters } from '../perf/bench-filters.ts';
import { startSandboxServer, type RunningServer } from '../perf/sandbox-server.ts';
import { findBrowser, launchOptions, NO_BROWSER_MESSAGE } from '../../shared-node/find-browser.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CANCELLING = ['active-monthly', 'active-annual', 'trial'] as const;
const TARGET = 'cancel <= join';

const figure = (count: FlowCount) => `${count.screens} screens, ${count.actions} actions`;

async function measureBanner(browser: Browser, server: RunningServer, banner: string) {
  const origin = server.origin.replace('//localhost', `//${banner}.localhost`);
  // Its own tenant: fresh personas for each banner, the server's default state untouched.
  const context = await browser.newContext({
    extraHTTPHeaders: { [tenantHeader]: `bench-parity-${banner}` },
    viewport: { width: 1280, height: 800 },
  });
  try {
    await context.request.post(`${server.origin}/__sandbox/reset`);
    const page = await context.newPage();
    await signInAt(page, origin, 'new-shopper');
    const joined = await joinFlow(page);
    const rows: BenchRow[] = [
      { name: `join as new-shopper (${banner})`, value: figure(joined), target: '' },
    ];
    for (const persona of CANCELLING) {
      await signInAt(page, origin, persona);
      const cancelled = await cancel(page);
      const met = cancelled.screens <= joined.screens && cancelled.actions <= joined.actions;
      rows.push({
        name: `cancel as ${persona} (${banner})`,
        value: figure(cancelled),
        target: TARGET,
        met,
        note: met ? undefined : `join took ${figure(joined)}`,
      });
    }
    return rows;
  } finally {
    await context.close();
  }
}

/** Rows per banner: the join counts, then each cancel beside them. Never throws. */
export default async function parityBench(): Promise<BenchRow[]> {
  const only = benchFilters().banners;
  const banners = readdirSync(join(ROOT, 'banners'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .filter((banner) => !only || only.includes(banner))
    .sort();
  const rows: BenchRow[] = [];
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const found = await findBrowser();
    if (!found) throw new Error(NO_BROWSER_MESSAGE);
    server = await startSandboxServer(ROOT);
    browser = await chromium.launch(launchOptions(found));
    for (const banner of banners) {
      process.stderr.write(`bench: parity ${banner}\n`);
      try {
        rows.push(...(await measureBanner(browser, server, banner)));
      } catch (error) {
        rows.push({
          name: `cancel vs join (${banner})`,
          value: 'not measured',
          target: TARGET,
          met: false,
          note: error instanceof Error ? error.message.split('\n')[0] : String(error),
        });
      }
    }
  } catch (error) {
    rows.push({
      name: 'cancel vs join',
      value: 'not measured',
      target: TARGET,
      met: false,
      note: error instanceof Error ? error.message : String(error),
    });
  } finally {
    await browser?.close();
    await server?.stop();
  }
  return rows;
}
