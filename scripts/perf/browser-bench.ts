/**
 * What the bench modules that drive a browser share (tap, blocking): the sandbox server of dist/
 * and the reference pages for the bench's banners, the bench's Chromium, one group of rows a
 * banner, a row naming the failure when the browser or a server cannot start, and the module's own
 * section of docs/performance.md when asked for (BENCH_WRITE=1, never for a filtered run).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { findBrowser, launchOptions, NO_BROWSER_MESSAGE } from '../../shared-node/find-browser';
import type { BenchRow } from '../bench';
import { benchFilters, isFiltered, keepBanners } from './bench-filters';
import { shouldWriteDoc, writeDocSection } from './perf-doc';
import { startReferenceServer, type ReferenceServer } from './reference-pages';
import { startSandboxServer } from './sandbox-server';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The CPU slowdown of Lighthouse's mobile default, which the browser benches apply for real. */
export const CPU_SLOWDOWN = 4;

/** A fresh phone: its own context, a 412 × 823 touch screen, the CPU slowed CPU_SLOWDOWN×. */
export async function slowPhone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** One banner's turn: the browser, the banner, its origin on the server and the reference pages. */
export interface BannerTurn {
  browser: Browser;
  banner: string;
  origin: string;
  references: ReferenceServer;
}

/** The module's section of docs/performance.md. */
export interface BenchSection {
  id: string;
  title: string;
  notes: readonly string[];
}

/** Runs `rowsFor` for each bench banner. Never throws: failures become rows. */
export async function browserBench(
  section: BenchSection,
  rowsFor: (turn: BannerTurn) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const filters = benchFilters();
  const banners = keepBanners(filters);
  const rows: BenchRow[] = [];
  const server = await startSandboxServer(ROOT);
  const references = await startReferenceServer(ROOT, banners);
  let browser: Browser | undefined;
  try {
    const found = await findBrowser();
    if (!found) throw new Error(NO_BROWSER_MESSAGE);
    browser = await chromium.launch(launchOptions(found));
    for (const banner of banners) {
      process.stderr.write(`bench: ${section.id} ${banner}\n`);
      const origin = `http://${banner}.localhost:${server.port}`;
      rows.push(...(await rowsFor({ browser, banner, origin, references })));
    }
  } catch (error) {
    const note = error instanceof Error ? error.message : String(error);
    rows.push({ name: section.title, value: 'not measured', target: '', met: false, note });
  } finally {
    await browser?.close();
    await references.stop();
    await server.stop();
  }
  if (shouldWriteDoc() && !isFiltered(filters)) {
    const file = join(ROOT, 'docs/performance.md');
    await writeDocSection(file, section.id, section.title, rows, section.notes);
  }
  return rows;
}
