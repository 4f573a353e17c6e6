import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
