/**
 * The editor preview words every problem of pasted content as the gate words it in a file: both
 * run src/content/content-checks.ts. Each fixture's content files are validated by the gate and
 * pasted into the preview's checks, and the two lists must match (pointer, words, did-you-mean).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueNames } from '../../src/content/content-checks';
import { kindOfPath } from '../../src/content/content-kinds';
import { allErrorsValidators } from '../../src/content/generated/all-errors-validators.js';
import { pastedProblems, previewCheckContext } from '../../src/render/preview/content-problems';
import { PASTE_KINDS } from '../../src/render/preview/paste-kinds';
import { validateRoot } from './run';

const FIXTURES = join(import.meta.dirname, '../../tests/fixtures/content');
// Rules about the file rather than its value ($schema, asset files) have no pasted counterpart.
const FILE_RULES = new Set(['schema-ref', 'asset', 'logo']);

describe('the preview and the gate', () => {
  it.each([
    ['unknown-error-code', 'screens/manage'],
    ['unknown-placeholder', 'faq'],
    ['bad-block-props', 'screens/manage'],
    ['unknown-block-type', 'screens/manage'],
    ['layout-groups', 'screens/manage'],
    ['bad-ui-schema', 'forms/feedback'],
  ])('%s: %s gets the same problems in both', (fixture, path) => {
    const root = join(FIXTURES, fixture);
    const read = (rel: string) =>
      JSON.parse(readFileSync(join(root, 'content', `${rel}.json`), 'utf8')) as unknown;
    const gate = validateRoot({ root })
      .filter((p) => p.file === `content/${path}.json` && !FILE_RULES.has(p.rule))
      .map(({ pointer, message, suggestion }) => ({
        pointer,
        message,
        ...(suggestion === undefined ? {} : { suggestion }),
      }));
    expect(gate.length).toBeGreaterThan(0);
    const ctx = {
      ...previewCheckContext(allErrorsValidators, catalogueNames(read('error-catalogue'))),
      contentPaths: new Set(['error-catalogue', 'faq', path]),
    };
    const kind = PASTE_KINDS.find((k) => k.schema === kindOfPath(path));
    const preview = pastedProblems(kind!, read(path), ctx);
    const order = (list: typeof gate) =>
      [...list].sort((a, b) =>
        `${a.pointer} ${a.message}`.localeCompare(`${b.pointer} ${b.message}`),
      );
    expect(order(preview)).toEqual(order(gate));
  });

  it('gives a misspelt catalogue key the same did-you-mean', () => {
    const root = join(FIXTURES, 'unknown-error-code');
    const gate = validateRoot({ root }).find((p) => p.rule === 'catalogue-ref');
    const read = (rel: string) =>
      JSON.parse(readFileSync(join(root, 'content', `${rel}.json`), 'utf8')) as unknown;
    const ctx = previewCheckContext(allErrorsValidators, catalogueNames(read('error-catalogue')));
    const kind = PASTE_KINDS.find((k) => k.id === 'screen-layout');
    const preview = pastedProblems(kind!, read('screens/manage'), ctx);
    expect(gate?.suggestion).toEqual(expect.any(String));
    expect(preview).toContainEqual({
      pointer: gate?.pointer,
      message: gate?.message,
      suggestion: gate?.suggestion,
    });
  });
});
