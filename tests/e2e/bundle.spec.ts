import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { otherEnvironmentTraces } from '../../scripts/build/environment-plugin';
import { getEnvironment } from '../../src/api/environment';
import { describeMatches, scanAssets } from './bundle-scan';
import { expect, test } from './fixtures';

// The runner (tests/e2e/run.ts) builds dist/ before any spec runs, so this checks what ships.
const ASSETS = join(import.meta.dirname, '..', '..', 'dist', 'assets');

test('the built bundle never evaluates strings as code (no eval, no new Function)', () => {
  expect(existsSync(ASSETS), `${ASSETS} exists (npm run build)`).toBe(true);
  const { files, matches } = scanAssets(ASSETS);
  expect(files, 'JavaScript files in dist/assets').toBeGreaterThan(0);
  expect(describeMatches(matches), 'eval or new Function in dist/assets').toEqual([]);
});

// Issue 24, item 9: the local build (the runner's default) carries no qa, stage or prod host or
// subscription key (scripts/build/test-mode-builds.test.ts checks the qa, stage and prod builds).
test('the built bundle carries no other environment', () => {
  const dist = join(ASSETS, '..');
  const shipped = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(js|html|json)$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');
  expect(shipped).toContain(getEnvironment('local').subscriptionKey);
  expect(otherEnvironmentTraces('local').filter((trace) => shipped.includes(trace))).toEqual([]);
});
