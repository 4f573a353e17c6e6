/**
 * The side-by-side preview words every banner's problems as the gate words them: both run
 * src/content/banner-checks.ts and src/content/content-checks.ts. Each fixture's banner files are
 * validated by the gate and checked as the side-by-side view checks them, and the two lists must
 * match (file, pointer, words, did-you-mean).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueNames } from '../../src/content/content-checks';
import { allErrorsValidators } from '../../src/content/generated/all-errors-validators.js';
import { previewCheckContext } from '../../src/render/preview/content-problems';
import { bannerProblems } from '../../src/render/preview/side-by-side/banner-problems';
import { defaultsOfBaseCss } from './check-contrast';
import { validateRoot } from './run';

const FIXTURES = join(import.meta.dirname, '../../tests/fixtures/content');
// Checks that compare file names and edit times (id = file name, unique ids and orders) and the
// file's own bytes stay with the gate; the side-by-side view has the banners as the build has them.
const GATE_ONLY = new Set(['banner-id', 'duplicate-id', 'duplicate-order', 'schema-ref', 'bom']);

function sideBySide(root: string) {
  const dir = join(root, 'banners');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      rel: `banners/${f}`,
      value: JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown,
    }));
  const readLogo = (logo: string) => {
    const path = join(dir, 'logos', logo);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const catalogue = join(root, 'content', 'error-catalogue.json');
  const ctx = previewCheckContext(
    allErrorsValidators,
    catalogueNames(existsSync(catalogue) ? JSON.parse(readFileSync(catalogue, 'utf8')) : {}),
  );
  return bannerProblems(files, { ctx, readLogo, themeDefaults: defaultsOfBaseCss() });
}

const order = (list: { file: string; pointer: string; message: string }[]) =>
  [...list].sort((a, b) =>
    `${a.file} ${a.pointer} ${a.message}`.localeCompare(`${b.file} ${b.pointer} ${b.message}`),
  );

describe('the side-by-side view and the gate', () => {
  it.each([
    'banner-leftovers',
    'low-contrast',
    'contrast-error-on-dark-surface',
    'contrast-secondary-button',
    'missing-logo',
    'unsafe-logo',
    'banner-placeholder',
    'valid',
  ])('%s: every banner file gets the same problems in both', (fixture) => {
    const root = join(FIXTURES, fixture);
    const gate = validateRoot({ root })
      .filter((p) => p.file.startsWith('banners/') && !GATE_ONLY.has(p.rule))
      .map(({ file, pointer, message, suggestion, severity }) => ({
        file,
        pointer,
        message,
        ...(suggestion === undefined ? {} : { suggestion }),
        severity: severity ?? 'error',
      }));
    const preview = [...sideBySide(root).values()].flat();
    if (fixture !== 'valid') expect(gate.length).toBeGreaterThan(0);
    expect(order(preview)).toEqual(order(gate));
  });
});
