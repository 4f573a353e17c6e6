/**
 * Which Chromium the browser tests, the card-frame test and the benches drive, found in this order:
 * `CHROME_PATH`, then the Chromium that ships inside the `@sparticuz/chromium` npm package (a
 * devDependency, so `npm install` alone is enough), then the system's chromium or chrome.
 *
 * The npm one comes before the system's because it is a headless-shell build at the version the
 * lockfile pins: the same browser on every machine, and the whole browser suite runs in about 60%
 * of the time it takes under Debian's full Chromium on this two-core machine (docs/decisions.md).
 * `FRESHPASS_BROWSER=system` skips the npm one (to run against the system's browser);
 * `FRESHPASS_BROWSER=npm` skips `CHROME_PATH` and the system's.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statfsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type BrowserSource = 'CHROME_PATH' | 'system' | 'npm';

export interface FoundBrowser {
  path: string;
  source: BrowserSource;
}

/** Where a system Chromium or Chrome lives on Debian/Ubuntu, Fedora, snap and macOS. */
export const SYSTEM_BROWSER_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * The project's own launch arguments, used for every browser whatever its source. Never the npm
 * package's `chromium.args`: they include `--disable-web-security`, which would hide the CSP and
 * same-origin failures the tests are there to catch.
 */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The smallest /dev/shm that Chromium's shared memory is left in (Docker's default is 64 MB). */
export const SHARED_MEMORY_MIN_BYTES = 1024 ** 3;

/**
 * Playwright's default switches to leave out: `--disable-dev-shm-usage` when /dev/shm holds at
 * least SHARED_MEMORY_MIN_BYTES. Playwright adds the switch for Docker's 64 MB /dev/shm, where
 * Chromium would run out; it then puts its shared memory in files under /tmp instead. Where /tmp
 * is a disk, as on this machine, the truth matrix used about a tenth more CPU that way
 * (docs/decisions/browser-test-launch-and-contexts.md). Kept when /dev/shm is small or unreadable.
 */
export function defaultArgsToDrop(
  free: (path: string) => { bsize: number; blocks: number } = statfsSync,
): string[] {
  try {
    const { bsize, blocks } = free('/dev/shm');
    return bsize * blocks >= SHARED_MEMORY_MIN_BYTES ? ['--disable-dev-shm-usage'] : [];
  } catch {
    return [];
  }
}

/**
 * One renderer process where Chromium would start a second for the same context. Every new page
 * starts a renderer for `about:blank`; the app's `Cross-Origin-Opener-Policy: same-origin` then
 * moves the first navigation into another browsing context group, and without a limit into a
 * second process, the first one's start-up thrown away (0.23 s of CPU a page here). Contexts never
 * share a process, and a frame of another site still gets its own. Over the truth matrix, in
 * alternating pairs, about a seventh less CPU (docs/decisions/browser-test-launch-and-contexts.md).
 */
export const RENDERER_LIMIT_ARG = '--renderer-process-limit=1';

/**
 * The GPU process's work (with `--disable-gpu`, the compositor drawing frames in software) done in
 * the browser process: every frame a renderer sends then crosses one process boundary fewer. In a
 * loop of 12 sign-ins to manage and then cancel-plan, four alternating rounds, 2,175 CPU ticks
 * against 2,255, lower in each round (docs/decisions/browser-test-launch-and-contexts.md).
 */
export const IN_PROCESS_GPU_ARG = '--in-process-gpu';

/**
 * The features Playwright's launch enables, as its `--enable-features` lists them (without the
 * screenshot surface when PLAYWRIGHT_LEGACY_SCREENSHOT is set). Chromium reads only the last
 * `--enable-features` on its command line, so the project's switch repeats them and Playwright's
 * own is left out.
 */
export const PLAYWRIGHT_ENABLED_FEATURES: readonly string[] = [
  ...(process.env.PLAYWRIGHT_LEGACY_SCREENSHOT ? [] : ['CDPScreenshotNewSurface']),
  'SkipListAccountsWithoutGaiaCookies',
];

/**
 * The network service in the browser process instead of a utility process of its own: each
 * request then crosses one process boundary fewer. In the loop of 12 sign-ins to manage and then
 * cancel-plan, four alternating rounds, 1,977 CPU ticks against 2,161, lower in each round
 * (docs/decisions/browser-test-launch-and-contexts.md).
 */
export const ENABLED_FEATURES = [...PLAYWRIGHT_ENABLED_FEATURES, 'NetworkServiceInProcess2'];

const featuresArg = (features: readonly string[]) => `--enable-features=${features.join(',')}`;

/** How Playwright launches the browser found, for the tests and the benches alike. */
export function launchOptions(browser: FoundBrowser): {
  executablePath: string;
  args: string[];
  ignoreDefaultArgs: string[];
} {
  return {
    executablePath: browser.path,
    args: [...BROWSER_ARGS, RENDERER_LIMIT_ARG, IN_PROCESS_GPU_ARG, featuresArg(ENABLED_FEATURES)],
    ignoreDefaultArgs: [...defaultArgsToDrop(), featuresArg(PLAYWRIGHT_ENABLED_FEATURES)],
  };
}

/** The one line printed when no browser is found. */
export const NO_BROWSER_MESSAGE =
  'No Chromium for the browser tests: run `npm install` (it brings @sparticuz/chromium), or install one (`apt-get install chromium`), or set CHROME_PATH.';

export interface FindBrowserOptions {
  /**
   * The system's browser before the npm one (still after `CHROME_PATH`): the Lighthouse bench
   * measures the full Chromium that shoppers' Chrome is built from, when the machine has one.
   */
  preferSystem?: boolean;
  env?: NodeJS.ProcessEnv;
  exists?: (path: string) => boolean;
  /** The npm package's Chromium, unpacked; undefined when the package is not installed. */
  npmBrowser?: () => Promise<string | undefined>;
  /** The npm package's Chromium if it is already unpacked (no unpacking). */
  npmBrowserSync?: () => string | undefined;
}

/** Which of the three places `FRESHPASS_BROWSER` lets the search look in. */
function allowed(env: NodeJS.ProcessEnv): { chromePath: boolean; npm: boolean; system: boolean } {
  const only = env.FRESHPASS_BROWSER?.trim();
  return {
    chromePath: only !== 'npm',
    npm: only !== 'system',
    system: only !== 'npm',
  };
}

function fromEnv(
  env: NodeJS.ProcessEnv,
  exists: (path: string) => boolean,
): FoundBrowser | undefined {
  const fromEnvPath = env.CHROME_PATH?.trim();
  if (!fromEnvPath || !allowed(env).chromePath) return undefined;
  if (!exists(fromEnvPath)) throw new Error(`CHROME_PATH is ${fromEnvPath}, which does not exist.`);
  return { path: fromEnvPath, source: 'CHROME_PATH' };
}

function fromSystem(
  env: NodeJS.ProcessEnv,
  exists: (path: string) => boolean,
): FoundBrowser | undefined {
  if (!allowed(env).system) return undefined;
  const system = SYSTEM_BROWSER_PATHS.find((path) => exists(path));
  return system ? { path: system, source: 'system' } : undefined;
}

/** Finds a browser, unpacking the npm package's Chromium when it is the one. */
export async function findBrowser(
  options: FindBrowserOptions = {},
): Promise<FoundBrowser | undefined> {
  const env = options.env ?? process.env;
  const exists = options.exists ?? existsSync;
  const found = fromEnv(env, exists);
  if (found) return found;
  const system = options.preferSystem ? fromSystem(env, exists) : undefined;
  if (system) return system;
  const npmPath = allowed(env).npm ? await (options.npmBrowser ?? unpackNpmChromium)() : undefined;
  return npmPath ? { path: npmPath, source: 'npm' } : fromSystem(env, exists);
}

/**
 * The same search without unpacking, for places that cannot wait (the Playwright config): the npm
 * Chromium counts once unpacked (tests/e2e/run.ts unpacks it before the run).
 */
export function findBrowserSync(options: FindBrowserOptions = {}): FoundBrowser | undefined {
  const env = options.env ?? process.env;
  const exists = options.exists ?? existsSync;
  const found = fromEnv(env, exists);
  if (found) return found;
  const npmPath = allowed(env).npm ? (options.npmBrowserSync ?? unpackedNpmChromium)() : undefined;
  return npmPath ? { path: npmPath, source: 'npm' } : fromSystem(env, exists);
}

interface SparticuzChromium {
  executablePath(input?: string): Promise<string>;
}

const require = createRequire(import.meta.url);

function npmPackageVersion(): string | undefined {
  try {
    // The package's exports hide its package.json: find it beside the resolved entry.
    const entry = require.resolve('@sparticuz/chromium');
    const dir = entry.slice(
      0,
      entry.lastIndexOf('@sparticuz/chromium') + '@sparticuz/chromium'.length,
    );
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return undefined;
  }
}

/** The browser's own folder: one per package version, never the shared /tmp/chromium. */
function npmChromiumDir(version: string): string {
  return join(tmpdir(), `freshpass-chromium-${version}`);
}

function unpackedNpmChromium(): string | undefined {
  const version = npmPackageVersion();
  if (!version) return undefined;
  const path = join(npmChromiumDir(version), 'chromium');
  return existsSync(path) ? path : undefined;
}

/**
 * Unpacks the package's Chromium (about 2 s, once per version) into a fresh folder, then renames it
 * into place, so two processes unpacking at once never launch a half-written file.
 */
async function unpackNpmChromium(): Promise<string | undefined> {
  const version = npmPackageVersion();
  if (!version) return undefined;
  const dir = npmChromiumDir(version);
  const ready = join(dir, 'chromium');
  if (existsSync(ready)) return ready;
  const work = mkdtempSync(`${dir}-unpacking-`);
  // The package unpacks into os.tmpdir(), which reads TMPDIR on each call.
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = work;
  try {
    const chromium = (await import('@sparticuz/chromium')).default as SparticuzChromium;
    await chromium.executablePath();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  try {
    renameSync(work, dir);
  } catch {
    // Another process put its copy in place first: use that one.
    rmSync(work, { recursive: true, force: true });
  }
  return existsSync(ready) ? ready : undefined;
}
