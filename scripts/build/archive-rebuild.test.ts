/**
 * Issue 25, item 3: a copy of the checkout made by `git archive` (what is committed, nothing that
 * a build or codegen wrote) rebuilds with only `npm install` added. The copy borrows this
 * checkout's node_modules; the rebuild is the one the `npm start` server runs on a save.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'freshpass-archive-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('a git archive copy builds and prerenders every page', () => {
  execFileSync('sh', ['-c', `git -C "${REPO}" archive HEAD | tar -x -C "${copy}"`]);
  expect(
    existsSync(join(copy, 'src/content/generated/validators/banner.js')),
    'no build output',
  ).toBe(false);
  symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build/build-site.ts', '--root', '.', '--out', 'rebuilt'],
    { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  expect(out).toMatch(/build-site: \d+ pages in rebuilt/);
  expect(existsSync(join(copy, 'rebuilt/pages/vons/freshpass/manage.html'))).toBe(true);
}, 240_000);
