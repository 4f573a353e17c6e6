/**
 * Issue 14: a banner added while `npm start` runs is served on its host without a restart, and a
 * host is never answered with Safeway's pages silently. The test starts its own server on a copy
 * of the project (FRESHPASS_ROOT: banners/ and dist/ copied, the rest linked), so the banners it
 * adds never touch banners/, even when it fails; the copy is removed afterwards.
 */
import { TWO_BANNER_IDS } from './banners';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeGeneratedBanner } from '../../shared-node/generated-banner';
import { expect, test } from './fixtures';

const REPO = resolve(import.meta.dirname, '../..');
/** A rebuild is a client build and a prerender of every banner: seconds, more on a busy machine. */
const REBUILD_MS = 180_000;

test.describe.configure({ mode: 'serial' });

let root = '';
let server: ChildProcess | undefined;
let output = '';
let port = 0;

/** A project folder of its own: banners/, dist/ and index.html copied, everything else linked. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'freshpass-hot-'));
  for (const name of readdirSync(REPO)) {
    if (name.startsWith('.') || name === 'test-results' || name === 'artifacts') continue;
    // Vite refuses an index.html reached through a link; banners/ and dist/ are the test's own.
    if (['banners', 'dist', 'index.html'].includes(name))
      cpSync(join(REPO, name), join(dir, name), { recursive: true });
    else symlinkSync(join(REPO, name), join(dir, name));
  }
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const found = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(found));
    });
  });
}

/**
 * A page of the test's server as the host `<banner>.localhost` asks for it (node:http, since
 * fetch does not send a Host header of its own).
 */
function get(
  banner: string,
  path = '/freshpass/manage',
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const request = httpGet(
      { host: '127.0.0.1', port, path, headers: { host: `${banner}.localhost:${port}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', fail);
  });
}

const bannerOf = (html: string) => /class="fp-shell" data-banner="([^"]+)"/.exec(html)?.[1];

test.beforeAll(async () => {
  test.setTimeout(60_000);
  root = projectCopy();
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), FRESHPASS_ROOT: root, FRESHPASS_WATCH: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => (output += chunk.toString());
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await expect
    .poll(
      async () =>
        (await fetch(`http://127.0.0.1:${port}/freshpass/manage`).catch(() => undefined))?.status,
      {
        timeout: 45_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  if (root) rmSync(root, { recursive: true, force: true });
});

test('a host naming no banner gets safeway, and the console says so', async () => {
  for (const banner of ['zesty', 'vonz']) {
    const page = await get(banner);
    expect(page.status).toBe(200);
    expect(bannerOf(page.body)).toBe('safeway');
    await expect
      .poll(() => output)
      .toContain(
        `host ${banner}.localhost names no banner: serving safeway, the fallback. For a banner of its own, add banners/${banner}.json`,
      );
  }
  const vons = await get('vons');
  expect(bannerOf(vons.body)).toBe('vons');
});

test('a malformed banner file gets the gate message, on its host and the console', async () => {
  writeFileSync(join(root, 'banners/broken.json'), '{ "id": "broken", "order": 98,\n');
  await expect
    .poll(async () => (await get('broken')).body, { timeout: 30_000 })
    .toContain('The content gate (npm run validate) found problems');
  const page = await get('broken');
  expect(page.status).toBe(503);
  expect(bannerOf(page.body)).toBeUndefined();
  expect(page.body).toContain('banners/broken.json:');
  expect(output).toContain('the content gate found problems; still serving the last build');
  expect(output).toMatch(/ {2}banners\/broken\.json:\d+:\d+ {2}/);
  // The other banners are served from the last build meanwhile, and the server still runs.
  for (const banner of TWO_BANNER_IDS) expect(bannerOf((await get(banner)).body)).toBe(banner);
});

test('a banner added while the server runs is built and served on its host', async ({ page }) => {
  test.setTimeout(REBUILD_MS + 60_000);
  rmSync(join(root, 'banners/broken.json'));
  writeGeneratedBanner(REPO, root, { id: 'zesty', name: 'Zesty', order: 99 });
  // Until its pages are built the host says so (503), and is never answered with safeway's page.
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const answer = await get('zesty');
        const banner = bannerOf(answer.body);
        seen.add(
          `${answer.status} ${banner ?? (answer.body.includes('<h1>Building zesty') ? 'building' : 'other')}`,
        );
        return banner;
      },
      { timeout: REBUILD_MS, intervals: [500, 1000, 2000] },
    )
    .toBe('zesty');
  expect([...seen].filter((s) => !['503 building', '200 zesty'].includes(s))).toEqual([]);
  expect(output).toMatch(/rebuilt in [\d.]+ s: serving 16 banners; new: zesty/);

  for (const [banner, name] of [
    ['zesty', 'Zesty'],
    ['vons', 'Vons'],
  ]) {
    await page.goto(`http://${banner}.localhost:${port}/freshpass/manage/freshpass-faq`);
    await expect(page.getByText(`FreshPass at ${name}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `${name} home` })).toBeVisible();
    await expect(page.locator('.fp-shell')).toHaveAttribute('data-banner', banner);
  }
});
