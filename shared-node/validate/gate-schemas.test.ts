import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validatorFiles } from '../../scripts/codegen/content-codegen';
import { checkRoot } from './check-root';
import { ALL_ERRORS_KEY_FILE, GENERATED_DIR, gateSchemaSet } from './gate-schemas';
import { formatProblem } from './problem';
import { loadSchemaSet, REPO_SCHEMAS_DIR } from './schema-set';

const REPO = join(import.meta.dirname, '../..');
const FIXTURES = join(REPO, 'tests/fixtures/content');
const ROOTS = [REPO, ...readdirSync(FIXTURES).map((name) => join(FIXTURES, name))];

describe('the gate with codegen’s precompiled every-error validators', () => {
  it('uses them when they were compiled from the schemas being checked', async () => {
    expect((await gateSchemaSet()).origin).toBe('precompiled');
  }, 30_000);

  it('reports exactly what compiling the schemas reports, on every fixture', async () => {
    const precompiled = await gateSchemaSet();
    const compiled = loadSchemaSet();
    for (const root of ROOTS) {
      const expected = checkRoot(root, compiled);
      expect(checkRoot(root, precompiled), root).toEqual(expected);
    }
    // The fixtures exercise the wording that needs the schemas' annotations (a pattern's rule).
    const all = ROOTS.flatMap((root) => checkRoot(root, precompiled).map(formatProblem));
    expect(all.some((line) => / is not allowed here\. /.test(line))).toBe(true);
  }, 60_000);
});

describe('a schema changed since codegen ran', () => {
  let schemasDir: string;
  beforeEach(() => {
    schemasDir = mkdtempSync(join(tmpdir(), 'gate-schemas-'));
    cpSync(REPO_SCHEMAS_DIR, schemasDir, { recursive: true });
  });
  afterEach(() => rmSync(schemasDir, { recursive: true, force: true }));

  it('is compiled from the changed file, never checked with the stale validators', async () => {
    expect((await gateSchemaSet(schemasDir)).origin).toBe('precompiled');
    const faqFile = join(schemasDir, 'faq.schema.json');
    const faq = JSON.parse(readFileSync(faqFile, 'utf8')) as { required?: string[] };
    faq.required = [...(faq.required ?? []), 'addedByTheTest'];
    writeFileSync(faqFile, JSON.stringify(faq, null, 2));
    const set = await gateSchemaSet(schemasDir);
    expect(set.origin).toBe('compiled');
    expect(checkRoot(REPO, set).map(formatProblem)).toEqual([
      'content/faq.json:1:1  (whole file)  missing required key "addedByTheTest"',
    ]);
  }, 30_000);

  it('is compiled when only a block schema’s whitespace changed (the key is the bytes)', async () => {
    const file = join(schemasDir, 'blocks/richText.schema.json');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n`);
    expect((await gateSchemaSet(schemasDir)).origin).toBe('compiled');
  }, 30_000);

  it('is compiled when a schema file is added', async () => {
    const faq = readFileSync(join(schemasDir, 'faq.schema.json'), 'utf8');
    writeFileSync(
      join(schemasDir, 'faq-copy.schema.json'),
      faq.replace('faq.schema', 'faq-copy.schema'),
    );
    expect((await gateSchemaSet(schemasDir)).origin).toBe('compiled');
  }, 30_000);
});

describe('the key codegen writes', () => {
  it('is the one the gate computes for the repository’s schemas, and is on disk', () => {
    const key = validatorFiles().get(ALL_ERRORS_KEY_FILE);
    expect(key).toMatch(/^[0-9a-f]{64}\n$/);
    expect(readFileSync(join(GENERATED_DIR, ALL_ERRORS_KEY_FILE), 'utf8')).toBe(key);
  }, 30_000);
});
