import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  BROWSER_ARGS,
  defaultArgsToDrop,
  ENABLED_FEATURES,
  findBrowser,
  findBrowserSync,
  IN_PROCESS_GPU_ARG,
  launchOptions,
  PLAYWRIGHT_ENABLED_FEATURES,
  RENDERER_LIMIT_ARG,
  SHARED_MEMORY_MIN_BYTES,
  SYSTEM_BROWSER_PATHS,
} from './find-browser';

const none = () => undefined;
const npm = () => Promise.resolve('/tmp/freshpass-chromium-1/chromium');

describe('findBrowser', () => {
  it('takes CHROME_PATH first', async () => {
    const found = await findBrowser({
      env: { CHROME_PATH: '/opt/chrome' },
      exists: () => true,
      npmBrowser: npm,
    });
    expect(found).toEqual({ path: '/opt/chrome', source: 'CHROME_PATH' });
  });

  it('names a CHROME_PATH that does not exist instead of passing over it', async () => {
    await expect(
      findBrowser({ env: { CHROME_PATH: '/nope' }, exists: () => false, npmBrowser: npm }),
    ).rejects.toThrow('CHROME_PATH is /nope, which does not exist.');
  });

  it('then the npm package, before a system browser', async () => {
    const found = await findBrowser({ env: {}, exists: () => true, npmBrowser: npm });
    expect(found).toEqual({ path: '/tmp/freshpass-chromium-1/chromium', source: 'npm' });
  });

  it('then the first system browser that exists', async () => {
    const found = await findBrowser({
      env: {},
      exists: (path) => path === '/usr/bin/google-chrome',
      npmBrowser: () => Promise.resolve(undefined),
    });
    expect(found).toEqual({ path: '/usr/bin/google-chrome', source: 'system' });
    expect(SYSTEM_BROWSER_PATHS.indexOf('/usr/bin/chromium')).toBeLessThan(
      SYSTEM_BROWSER_PATHS.indexOf('/usr/bin/google-chrome'),
    );
  });

  it('preferSystem takes a system browser before the npm one, and the npm one without', async () => {
    const system = (path: string) => path === '/usr/bin/chromium';
    expect(
      await findBrowser({ env: {}, exists: system, npmBrowser: npm, preferSystem: true }),
    ).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(
      await findBrowser({ env: {}, exists: () => false, npmBrowser: npm, preferSystem: true }),
    ).toEqual({ path: '/tmp/freshpass-chromium-1/chromium', source: 'npm' });
  });

  it('FRESHPASS_BROWSER=system skips the npm package', async () => {
    const unpack = () => Promise.reject(new Error('the npm browser was asked for'));
    const found = await findBrowser({
      env: { FRESHPASS_BROWSER: 'system' },
      exists: (path) => path === '/usr/bin/chromium',
      npmBrowser: unpack,
    });
    expect(found).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(
      findBrowserSync({
        env: { FRESHPASS_BROWSER: 'system' },
        exists: (path) => path === '/usr/bin/chromium',
        npmBrowserSync: () => '/x/chromium',
      }),
    ).toEqual({ path: '/usr/bin/chromium', source: 'system' });
  });

  it('FRESHPASS_BROWSER=npm skips CHROME_PATH and the system browser', async () => {
    const found = await findBrowser({
      env: { FRESHPASS_BROWSER: 'npm', CHROME_PATH: '/opt/chrome' },
      exists: () => true,
      npmBrowser: npm,
    });
    expect(found?.source).toBe('npm');
  });

  it('finds nothing when there is nothing', async () => {
    expect(
      await findBrowser({
        env: {},
        exists: () => false,
        npmBrowser: () => Promise.resolve(undefined),
      }),
    ).toBeUndefined();
    expect(findBrowserSync({ env: {}, exists: () => false, npmBrowserSync: none })).toBeUndefined();
  });

  it('the sync search takes the npm browser once unpacked, the system one before that', () => {
    expect(
      findBrowserSync({ env: {}, exists: () => true, npmBrowserSync: () => '/x/chromium' }),
    ).toEqual({ path: '/x/chromium', source: 'npm' });
    expect(findBrowserSync({ env: {}, exists: () => true, npmBrowserSync: none })).toEqual({
      path: SYSTEM_BROWSER_PATHS[0],
      source: 'system',
    });
  });

  // The real package, unpacked into its own folder (skipped where it is not installed).
  it('unpacks the npm package into a folder of its own', async () => {
    const found = await findBrowser({ env: { FRESHPASS_BROWSER: 'npm' } });
    if (!found) return;
    expect(found.path).toMatch(/freshpass-chromium-[\d.]+\/chromium$/);
    expect(existsSync(found.path)).toBe(true);
    expect(findBrowserSync({ env: { FRESHPASS_BROWSER: 'npm' } })).toEqual(found);
  }, 60_000);
});

describe('defaultArgsToDrop', () => {
  const shm = (bytes: number) => () => ({ bsize: 4096, blocks: bytes / 4096 });

  it("leaves out Playwright's --disable-dev-shm-usage where /dev/shm is large", () => {
    expect(defaultArgsToDrop(shm(24 * 1024 ** 3))).toEqual(['--disable-dev-shm-usage']);
    expect(defaultArgsToDrop(shm(SHARED_MEMORY_MIN_BYTES))).toEqual(['--disable-dev-shm-usage']);
  });

  it("keeps it under Docker's 64 MB /dev/shm, and where /dev/shm cannot be read", () => {
    expect(defaultArgsToDrop(shm(64 * 1024 ** 2))).toEqual([]);
    const missing = () => {
      throw new Error('ENOENT');
    };
    expect(defaultArgsToDrop(missing)).toEqual([]);
  });
});

describe('launchOptions', () => {
  it('is how every launch of the found browser starts: our switches, less those defaults', () => {
    const options = launchOptions({ path: '/opt/chrome', source: 'CHROME_PATH' });
    expect(options.executablePath).toBe('/opt/chrome');
    expect(options.args).toEqual(expect.arrayContaining([...BROWSER_ARGS, RENDERER_LIMIT_ARG]));
    expect(options.args).toContain(IN_PROCESS_GPU_ARG);
    expect(options.ignoreDefaultArgs).toEqual(expect.arrayContaining(defaultArgsToDrop()));
    expect(options.args).not.toContain('--disable-web-security');
  });

  // Chromium reads only the last --enable-features. If a Playwright upgrade changed its list, its
  // switch would no longer be the one left out, and one of the two lists would be dropped.
  it.skipIf(!findBrowserSync())(
    "starts Chromium with one --enable-features: Playwright's features and the project's",
    async () => {
      const server = await chromium.launchServer(launchOptions(findBrowserSync()!));
      try {
        const features = (server.process().spawnargs ?? []).filter((arg) =>
          arg.startsWith('--enable-features='),
        );
        expect(features).toEqual([`--enable-features=${ENABLED_FEATURES.join(',')}`]);
        expect(ENABLED_FEATURES).toEqual(expect.arrayContaining([...PLAYWRIGHT_ENABLED_FEATURES]));
      } finally {
        await server.close();
      }
    },
    30_000,
  );
});
