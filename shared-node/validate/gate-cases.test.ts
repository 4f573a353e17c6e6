import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatGithub, formatProblem, type Problem } from './problem';
import { validateRoot } from './run';
import { loadSchemaSet } from './schema-set';

const REPO = join(import.meta.dirname, '../..');
const FIXTURES = join(REPO, 'tests/fixtures/content');
const schemaSet = loadSchemaSet();

function copyFixture(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `${name}-`));
  cpSync(join(FIXTURES, name), root, { recursive: true });
  return root;
}

describe('a byte-order mark', () => {
  it('is accepted in banners, content and overrides, with no follow-on problems', () => {
    const root = join(FIXTURES, 'byte-order-mark');
    expect(readFileSync(join(root, 'banners/safeway.json'), 'utf8').charCodeAt(0)).toBe(0xfeff);
    expect(readFileSync(join(root, 'content/faq.json'), 'utf8').charCodeAt(0)).toBe(0xfeff);
    expect(validateRoot({ root, schemaSet }).map(formatProblem)).toEqual([]);
  });
});

describe('duplicate banner order', () => {
  it('names both files, and asks to change the one edited last to the next free order', () => {
    const root = copyFixture('banner-leftovers');
    try {
      const vons = join(root, 'banners/vons.json');
      writeFileSync(vons, readFileSync(vons, 'utf8').replace('"order": 2', '"order": 1'));
      utimesSync(join(root, 'banners/safeway.json'), new Date(2020, 0, 1), new Date(2020, 0, 1));
      const found = validateRoot({ root, schemaSet }).filter((p) => p.rule === 'duplicate-order');
      expect(found.map(formatProblem)).toEqual([
        'banners/vons.json:4:3  /order  duplicate banner order 1: banners/safeway.json and banners/vons.json both use it; change this file (the one edited last) to 2, the next free order, and keep banners/safeway.json where it is (did you mean "2"?)',
      ]);
      // Edited the other way round, the other file is the one to change.
      utimesSync(vons, new Date(2019, 0, 1), new Date(2019, 0, 1));
      const again = validateRoot({ root, schemaSet }).filter((p) => p.rule === 'duplicate-order');
      expect(again.map((p) => `${p.file} ${p.pointer}`)).toEqual(['banners/safeway.json /order']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('problem locations', () => {
  it('carry the end of the value, for editors and CI annotations', () => {
    const [problem] = validateRoot({ root: join(FIXTURES, 'duplicate-key'), schemaSet });
    expect(problem).toMatchObject({ line: 9, column: 7, endLine: 9, endColumn: 14 });
  });

  it('print as GitHub workflow commands with escaped text', () => {
    const problem: Problem = {
      file: 'content/faq.json',
      line: 3,
      column: 5,
      endLine: 3,
      endColumn: 20,
      pointer: '/title',
      message: '50% off, say "x"\nnext',
      rule: 'schema',
      suggestion: 'y',
    };
    expect(formatGithub(problem, 'tests/fixtures/x')).toBe(
      '::error file=tests/fixtures/x/content/faq.json,line=3,col=5,endLine=3,endColumn=20,title=validate schema /title::50%25 off, say "x"%0Anext (did you mean "y"?)',
    );
    expect(formatGithub({ ...problem, severity: 'warning' })).toMatch(
      /^::warning file=content\/faq.json,/,
    );
  });
});

describe('npm run validate formats and exit status', () => {
  const cli = promisify(execFile);
  // What `npm run validate` runs: the gate from its cached bundle (scripts/validate-start.mjs).
  const node = process.execPath;
  const script = join(REPO, 'scripts/validate-start.mjs');
  const run = (args: string[]) =>
    cli(node, [script, ...args], { cwd: REPO }).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );

  it('--format github annotates each problem at its file from the repository root', async () => {
    const result = await run([
      '--root',
      'tests/fixtures/content/colour-format',
      '--format',
      'github',
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error file=tests/fixtures/content/colour-format/banners/safeway.json,line=20,col=5,endLine=20,endColumn=21,title=validate schema /theme/primary::the text "red" is not allowed here. Write colours as #RRGGBB',
    );
  }, 60_000);

  it('passes with only warnings, and --format json gives severity and end position', async () => {
    const text = await run(['--root', 'tests/fixtures/content/rich-text-dropped']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('warning: the sanitiser will drop the <script> element');
    expect(text.stdout).toMatch(/validate: passed with 4 warning\(s\)/);
    const json = await run([
      '--root',
      'tests/fixtures/content/rich-text-dropped',
      '--format',
      'json',
    ]);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as {
      ok: boolean;
      errors: number;
      warnings: number;
      problems: Problem[];
    };
    expect(report).toMatchObject({ ok: true, errors: 0, warnings: 4 });
    expect(report.problems[0]).toMatchObject({
      severity: 'warning',
      line: 8,
      column: 7,
      endLine: 8,
    });
    expect(report.problems[0].endColumn).toBeGreaterThan(100);
  }, 60_000);
});
