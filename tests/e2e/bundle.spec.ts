import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT, MIN_HINTED_BYTES } from '../../scripts/build/compile-hints-plugin';
import { APP_INITIAL_CHUNK } from '../../scripts/build/first-load-chunks';
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

// The larger chunks are compiled off the main thread as they stream in, the first load's too
// (scripts/build/compile-hints-plugin.ts): the hint survives minifying and Vite's rewrites, on the
// first line.
test('the form’s chunk and the first load’s large chunks start with V8’s compile hint', () => {
  const manifest = JSON.parse(
    readFileSync(join(ASSETS, '..', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string; isEntry?: boolean }>;
  const firstLine = (file: string) =>
    readFileSync(join(ASSETS, '..', file), 'utf8').split('\n', 1)[0];
  const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  const named = (name: string) => chunks.find((chunk) => chunk.name === name);
  for (const name of ['schema-form', 'react-vendor', APP_INITIAL_CHUNK]) {
    expect(named(name), `the ${name} chunk in the manifest`).toBeDefined();
    expect(firstLine(named(name)!.file), name).toBe(COMPILE_HINT);
  }
  const small = chunks.filter(
    (chunk) => readFileSync(join(ASSETS, '..', chunk.file)).length < MIN_HINTED_BYTES,
  );
  expect(small.map((chunk) => chunk.name)).toContain('early-start');
  for (const chunk of small) expect(firstLine(chunk.file), chunk.file).not.toBe(COMPILE_HINT);
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
