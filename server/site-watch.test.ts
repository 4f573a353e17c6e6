import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeGeneratedBanner } from '../shared-node/generated-banner';
import type { Problem } from '../shared-node/validate/problem';
import { bannerNotice } from './banner-notice';
import {
  builtBanners,
  createSiteWatch,
  gateLines,
  readBannersOnDisk,
  type SiteWatch,
  type SiteWatchOptions,
} from './site-watch';

const REPO = resolve(import.meta.dirname, '..');
let root = '';
let dist = '';
let logged: string[] = [];
const log = (line: string) => logged.push(line);

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A fake build holding pages for `ids` and one hashed asset named after the build. */
function fakeBuild(dir: string, ids: readonly string[], asset: string) {
  write(join(dir, 'index.html'), '<div id="root"></div>');
  write(join(dir, 'assets', asset), asset);
  for (const id of ids) write(join(dir, 'pages', id, 'freshpass/manage.html'), `${id} manage`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'freshpass-watch-'));
  cpSync(join(REPO, 'banners'), join(root, 'banners'), { recursive: true });
  symlinkSync(join(REPO, 'content'), join(root, 'content'));
  dist = join(root, 'dist');
  fakeBuild(dist, ['safeway', 'vons'], 'old-1.js');
  logged = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('readBannersOnDisk and builtBanners', () => {
  it('names a file that does not parse by its file name, so its host still finds it', () => {
    write(join(root, 'banners/broken.json'), '{ "id": "broken",');
    const broken = readBannersOnDisk(root).find((b) => b.file === 'banners/broken.json');
    expect(broken).toEqual({ file: 'banners/broken.json', id: 'broken', order: Infinity });
  });

  it('keeps the banners with prerendered pages, or all of them for a build without pages', () => {
    const onDisk = readBannersOnDisk(root);
    expect(builtBanners(onDisk, dist).map((b) => b.id)).toEqual(['safeway', 'vons']);
    rmSync(join(dist, 'pages'), { recursive: true });
    expect(builtBanners(onDisk, dist)).toHaveLength(onDisk.length);
  });
});

describe('gateLines', () => {
  it('prints errors in the gate words and leaves warnings out', () => {
    const problem = (severity: Problem['severity']): Problem => ({
      file: 'banners/zesty.json',
      line: 3,
      column: 5,
      pointer: '/displayName',
      message: 'still says Safeway',
      rule: 'leftover',
      severity,
    });
    expect(gateLines([problem('error'), problem('warning')])).toEqual([
      'banners/zesty.json:3:5  /displayName  still says Safeway',
    ]);
  });
});

/**
 * Runs `test` with a site watch over this test's root and dist/ (not watching the folder unless
 * `options` says so), and closes it afterwards whatever happens.
 */
async function withWatch(
  options: Partial<SiteWatchOptions>,
  test: (watch: SiteWatch) => void | Promise<void>,
) {
  const watch = createSiteWatch({ root, distDir: dist, log, watch: false, ...options });
  try {
    await test(watch);
  } finally {
    await watch.close();
  }
}

describe('createSiteWatch', () => {
  it('without watching, a host naming a banner the build lacks is told to restart, once on the console', async () => {
    writeGeneratedBanner(REPO, root, { id: 'zesty', name: 'Zesty', order: 99 });
    await withWatch({}, async (watch) => {
      expect(watch.pending('vons.localhost')).toBeUndefined();
      expect(watch.pending('localhost')).toBeUndefined();
      expect(watch.pending('zesty.localhost:4173')).toEqual({
        id: 'zesty',
        file: 'banners/zesty.json',
        why: { kind: 'restart' },
      });
      watch.pending('www.zesty.com');
      expect(logged).toEqual([
        '[server] banners/zesty.json is not in the build this server started with: restart npm start to build and serve zesty.',
      ]);
    });
  });

  it('a host asking for a banner added a moment ago hears it is on its way, before any watcher event', async () => {
    // Watching is off, so no watcher event can tell the server; the folder itself must.
    await withWatch({}, async (watch) => {
      expect(watch.pending('zesty.localhost')).toBeUndefined();
      writeGeneratedBanner(REPO, root, { id: 'zesty', name: 'Zesty', order: 99 });
      expect(watch.pending('zesty.localhost')?.id).toBe('zesty');
    });
  });

  it('watching, a banner added after a refused edit is "building" on its host before the watcher says so', async () => {
    const builds: string[] = [];
    await withWatch(
      { watch: true, debounceMs: 60_000, build: async (_r, out) => void builds.push(out) },
      async (watch) => {
        await watch.ready();
        write(join(root, 'banners/broken.json'), '{ "id": "broken", "order": 98,\n');
        await watch.refresh();
        expect(watch.pending('broken.localhost')?.why.kind).toBe('blocked');
        rmSync(join(root, 'banners/broken.json'));
        writeGeneratedBanner(REPO, root, { id: 'zesty', name: 'Zesty', order: 99 });
        expect(watch.pending('zesty.localhost')?.why).toEqual({ kind: 'building' });
      },
    );
  }, 60_000);

  it('runs the real gate on a malformed banner file: its words on the console and the page, no build', async () => {
    const builds: string[] = [];
    await withWatch(
      {
        build: async (_root, out) => void builds.push(out),
      },
      async (watch) => {
        write(join(root, 'banners/broken.json'), '{ "id": "broken", "order": 98,\n');
        await watch.refresh();
        expect(builds).toEqual([]);
        const pending = watch.pending('broken.localhost');
        expect(pending?.why.kind).toBe('blocked');
        const problems = pending?.why.kind === 'blocked' ? pending.why.problems : [];
        expect(problems[0]).toMatch(/^banners\/broken\.json:\d+:\d+ {2}\(whole file\) {2}\S/);
        expect(logged[0]).toContain(
          'the content gate found problems; still serving the last build',
        );
        expect(logged[1]).toBe(`  ${problems[0]}`);
        const notice = bannerNotice(pending!);
        expect(notice.status).toBe(503);
        expect(notice.html).toContain('banners/broken.json:');
        expect(notice.html).not.toContain('http-equiv="refresh"');
        // The served build is untouched.
        expect(watch.built().map((b) => b.id)).toEqual(['safeway', 'vons']);
      },
    );
  });

  it("a refused edit to a served banner is on that banner's pages, not on the others", async () => {
    await withWatch(
      { build: async (_root, out) => fakeBuild(out, ['safeway', 'vons'], 'n.js') },
      async (watch) => {
        const file = join(root, 'banners/vons.json');
        const good = readFileSync(file, 'utf8');
        write(file, good.replace(/"onMuted": "#[0-9A-Fa-f]+"/, '"onMuted": "#DDDDDD"'));
        await watch.refresh();
        const pending = watch.pending('vons.localhost:4173');
        expect(pending?.why.kind).toBe('refused');
        const problems = pending?.why.kind === 'refused' ? pending.why.problems : [];
        expect(problems.length).toBeGreaterThan(0);
        expect(problems[0]).toMatch(
          /^banners\/vons\.json:\d+:\d+ {2}\/theme\/onMuted {2}onMuted #DDDDDD/,
        );
        expect(watch.pending('safeway.localhost')).toBeUndefined();
        const notice = bannerNotice(pending!);
        expect(notice.html).toContain('vons: your last edit was not applied');
        expect(notice.html).toContain('banners/vons.json:');
        // Fixed and saved: the page is the banner's again.
        write(file, good);
        await watch.refresh();
        expect(watch.pending('vons.localhost')).toBeUndefined();
      },
    );
  }, 60_000);

  it('builds into a folder beside dist/, swaps it in, keeps the old assets and serves the new banner', async () => {
    let swaps = 0;
    await withWatch(
      {
        gate: () => [],
        build: async (buildRoot, out) => {
          expect(buildRoot).toBe(root);
          expect(out).toBe(join(root, '.dist-next'));
          fakeBuild(out, ['safeway', 'vons', 'zesty'], 'new-2.js');
        },
      },
      async (watch) => {
        watch.onSwap(() => (swaps += 1));
        writeGeneratedBanner(REPO, root, { id: 'zesty', name: 'Zesty', order: 99 });
        await watch.refresh();
        expect(swaps).toBe(1);
        expect(watch.pending('zesty.localhost')).toBeUndefined();
        expect(watch.built().map((b) => b.id)).toEqual(['safeway', 'vons', 'zesty']);
        expect(readFileSync(join(dist, 'pages/zesty/freshpass/manage.html'), 'utf8')).toBe(
          'zesty manage',
        );
        // A page already open still finds the old build's hashed files.
        expect(existsSync(join(dist, 'assets/old-1.js'))).toBe(true);
        expect(existsSync(join(dist, 'assets/new-2.js'))).toBe(true);
        expect(existsSync(join(root, '.dist-next'))).toBe(false);
        expect(logged.at(-1)).toMatch(
          /^\[server\] rebuilt in [\d.]+ s: serving 3 banners; new: zesty \(zesty\.localhost\)$/,
        );
      },
    );
  });

  it('keeps the last build when the build fails, and the host says the build failed', async () => {
    await withWatch(
      {
        gate: () => [],
        build: async (_root, out) => {
          fakeBuild(out, ['zesty'], 'half.js');
          throw new Error('prerender failed: boom');
        },
      },
      async (watch) => {
        writeGeneratedBanner(REPO, root, { id: 'zesty', name: 'Zesty', order: 99 });
        await watch.refresh();
        expect(watch.pending('zesty.localhost')?.why).toEqual({
          kind: 'failed',
          reason: 'prerender failed: boom',
        });
        expect(existsSync(join(dist, 'assets/old-1.js'))).toBe(true);
        expect(existsSync(join(root, '.dist-next'))).toBe(false);
        expect(logged.at(-1)).toBe(
          '[server] the rebuild failed; still serving the last build: prerender failed: boom',
        );
      },
    );
  });

  it('watching, a new banner file makes its host say "building" at once, then rebuilds', async () => {
    let release: () => void = () => undefined;
    const building = new Promise<void>((done) => (release = done));
    let started = false;
    await withWatch(
      {
        watch: true,
        debounceMs: 20,
        gate: () => [],
        build: async (_root, out) => {
          started = true;
          await building;
          fakeBuild(out, ['safeway', 'vons', 'zesty'], 'new-3.js');
        },
      },
      async (watch) => {
        await watch.ready();
        writeGeneratedBanner(REPO, root, { id: 'zesty', name: 'Zesty', order: 99 });
        await expect.poll(() => watch.pending('zesty.localhost')?.why.kind).toBe('building');
        await expect.poll(() => started).toBe(true);
        expect(bannerNotice(watch.pending('zesty.localhost')!).headers['Retry-After']).toBe('3');
        release();
        await expect.poll(() => watch.pending('zesty.localhost')).toBeUndefined();
        expect(watch.built().map((b) => b.id)).toContain('zesty');
      },
    );
  });
});
