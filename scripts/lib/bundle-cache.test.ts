import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { bundledEntry } from './bundle-cache.mjs';

const REPO = join(import.meta.dirname, '../..');

describe('the bundle cache', () => {
  let root: string;
  let cacheDir: string;
  const run = async (file: string) =>
    ((await import(`${pathToFileURL(file).href}?${Date.now()}`)) as { answer: string }).answer;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bundle-cache-'));
    cacheDir = join(root, 'cache');
    mkdirSync(join(root, 'lib'));
    writeFileSync(
      join(root, 'entry.ts'),
      "import { word } from './lib/word.ts';\nexport const answer: string = `${word} from ${import.meta.url}`;\n",
    );
    writeFileSync(
      join(root, 'lib/word.ts'),
      "export const word: string = 'first';\nexport const where = import.meta.url;\n",
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds once, then reuses the bundle while no source changed', async () => {
    const first = await bundledEntry({ entry: 'entry.ts', root, cacheDir });
    expect(first.built).toBe(true);
    expect(await run(first.file)).toBe(`first from ${pathToFileURL(join(root, 'entry.ts')).href}`);
    const again = await bundledEntry({ entry: 'entry.ts', root, cacheDir });
    expect(again).toEqual({ file: first.file, built: false });
    // Saving a file unchanged (a new modification time, the same bytes) is not a change.
    writeFileSync(join(root, 'lib/word.ts'), readFileSync(join(root, 'lib/word.ts')));
    expect((await bundledEntry({ entry: 'entry.ts', root, cacheDir })).built).toBe(false);
  }, 30_000);

  it('rebuilds when an imported file changes, and runs the new code', async () => {
    const first = await bundledEntry({ entry: 'entry.ts', root, cacheDir });
    writeFileSync(join(root, 'lib/word.ts'), "export const word: string = 'second';\n");
    const next = await bundledEntry({ entry: 'entry.ts', root, cacheDir });
    expect(next.built).toBe(true);
    expect(next.file).not.toBe(first.file);
    expect(await run(next.file)).toMatch(/^second from /);
  }, 30_000);

  it('rebuilds when a file newly imported appears, and when one it imports is removed', async () => {
    await bundledEntry({ entry: 'entry.ts', root, cacheDir });
    writeFileSync(join(root, 'lib/other.ts'), "export const other: string = 'third';\n");
    writeFileSync(
      join(root, 'lib/word.ts'),
      "import { other } from './other.ts';\nexport const word: string = other;\n",
    );
    const next = await bundledEntry({ entry: 'entry.ts', root, cacheDir });
    expect(next.built).toBe(true);
    expect(await run(next.file)).toMatch(/^third from /);
    rmSync(join(root, 'lib/other.ts'));
    await expect(bundledEntry({ entry: 'entry.ts', root, cacheDir })).rejects.toThrow(/other/);
  }, 30_000);

  // Issue 24, item 14: the bundle holds each source's absolute file URL, so it is keyed on the
  // checkout's path as well as on the sources.
  it('builds again when the checkout moves, and runs from the new path', async () => {
    const moved = `${root}-moved`;
    await bundledEntry({ entry: 'entry.ts', root, cacheDir });
    renameSync(root, moved);
    try {
      const cache = join(moved, 'cache');
      const next = await bundledEntry({ entry: 'entry.ts', root: moved, cacheDir: cache });
      expect(next.built).toBe(true);
      expect(await run(next.file)).toBe(
        `first from ${pathToFileURL(join(moved, 'entry.ts')).href}`,
      );
      expect((await bundledEntry({ entry: 'entry.ts', root: moved, cacheDir: cache })).built).toBe(
        false,
      );
    } finally {
      renameSync(moved, root);
    }
  }, 30_000);

  it('keeps one bundle per checkout when two share the cache', async () => {
    const second = mkdtempSync(join(tmpdir(), 'bundle-cache-second-'));
    try {
      cpSync(join(root, 'entry.ts'), join(second, 'entry.ts'));
      cpSync(join(root, 'lib'), join(second, 'lib'), { recursive: true });
      for (let round = 0; round < 2; round += 1) {
        for (const checkout of [root, second]) {
          const bundle = await bundledEntry({ entry: 'entry.ts', root: checkout, cacheDir });
          expect(bundle.built, `${checkout} round ${round}`).toBe(round === 0);
          expect(await run(bundle.file)).toBe(
            `first from ${pathToFileURL(join(checkout, 'entry.ts')).href}`,
          );
        }
      }
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  }, 30_000);

  it('rebuilds when tsconfig.json changes', async () => {
    writeFileSync(join(root, 'tsconfig.json'), '{}\n');
    await bundledEntry({ entry: 'entry.ts', root, cacheDir });
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": {} }\n');
    expect((await bundledEntry({ entry: 'entry.ts', root, cacheDir })).built).toBe(true);
  });
});

describe('npm run validate', () => {
  const cli = promisify(execFile);
  const outcome = (file: string, args: string[]) =>
    cli(file, args, { cwd: REPO }).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );

  it('starts the bundled gate with plain Node, not tsx', () => {
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.validate).toBe('node scripts/validate-start.mjs');
  }, 30_000);

  it('prints and exits as the sources run through tsx do', async () => {
    const args = ['--root', 'tests/fixtures/content/unknown-key', '--format', 'json'];
    const bundled = await outcome(process.execPath, ['scripts/validate-start.mjs', ...args]);
    const sources = await outcome(join(REPO, 'node_modules/.bin/tsx'), [
      'scripts/validate.ts',
      ...args,
    ]);
    expect(bundled.code).toBe(1);
    expect(bundled).toEqual(sources);
  }, 60_000);
});
