import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatProblem, type Problem } from './problem';
import { validateRoot } from './run';
import { BROKEN_FIXTURE_CASES } from './broken-fixture-cases';
import { EDITOR_MISTAKE_CASES } from './editor-mistake-cases';
import { loadSchemaSet } from './schema-set';

const REPO = join(import.meta.dirname, '../..');
const FIXTURES = join(REPO, 'tests/fixtures/content');
const MALFORMED = join(REPO, 'tests/fixtures/broken/content-malformed');
const schemaSet = loadSchemaSet();
const cases = [...BROKEN_FIXTURE_CASES, ...EDITOR_MISTAKE_CASES];
const run = (root: string): Problem[] => validateRoot({ root, schemaSet });

describe('validateRoot on broken fixtures', () => {
  it.each(cases)(
    '%s',
    (_name, fixture, expected) => {
      const problems = run(join(FIXTURES, fixture));
      const listed = problems.map(formatProblem).join('\n');
      expect(problems, listed).toHaveLength(expected.length);
      expected.forEach((want, i) => {
        const { message, suggestion, severity, ...where } = want;
        expect(problems[i], listed).toMatchObject(where);
        expect(problems[i].severity, listed).toBe(severity);
        expect(problems[i].message, listed).toMatch(message);
        expect(problems[i].suggestion, listed).toBe(suggestion);
      });
      // Rich text the sanitiser must look at loads jsdom, which takes seconds on a busy machine.
    },
    30_000,
  );

  it.each([
    ['trailing comma', 'trailing-comma', /is there a trailing comma/],
    ['unclosed brace', 'unclosed-brace', /closing brace \} is missing/],
  ])('malformed JSON: %s', (_name, fixture, message) => {
    const problems = run(join(MALFORMED, fixture));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'content/faq.json',
      line: 5,
      column: 1,
      rule: 'parse',
    });
    expect(problems[0].message).toMatch(message);
  });

  it('malformed files raise one problem each, none in the files that refer to them', () => {
    // manage.json shows content:faq and a catalogue message; content/safeway/faq.json overrides it.
    const problems = run(join(MALFORMED, 'referenced'));
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      'content/error-catalogue.json:65:1 not valid JSON: a closing brace } is missing',
      'content/faq.json:3:32 not valid JSON: a key in double quotes is expected here (is there a trailing comma?)',
    ]);
  });
});

describe('validateRoot on clean content', () => {
  it('passes the valid fixture, which has an override', () => {
    expect(run(join(FIXTURES, 'valid')).map(formatProblem)).toEqual([]);
  });

  it('passes the shipped banners and content', () => {
    expect(run(REPO).map(formatProblem)).toEqual([]);
  });
});

describe('runtime placeholders', () => {
  it('allows {type} in ui-text only', () => {
    const root = mkdtempSync(join(tmpdir(), 'runtime-placeholder-'));
    try {
      cpSync(join(FIXTURES, 'valid'), root, { recursive: true });
      cpSync(join(REPO, 'content/ui-text.json'), join(root, 'content/ui-text.json'));
      const faq = join(root, 'content/faq.json');
      writeFileSync(faq, readFileSync(faq, 'utf8').replace('What is {product}?', 'A {type}?'));
      expect(run(root).map((p) => `${p.file} ${p.message}`)).toEqual([
        expect.stringMatching(/^content\/faq.json unknown placeholder "\{type\}"/),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('theme contrast', () => {
  it('passes a dark theme once the banner sets its own readable error colour', () => {
    const root = mkdtempSync(join(tmpdir(), 'dark-theme-'));
    try {
      cpSync(join(FIXTURES, 'contrast-error-on-dark-surface'), root, { recursive: true });
      const file = join(root, 'banners/safeway.json');
      const banner = JSON.parse(readFileSync(file, 'utf8')) as { theme: Record<string, string> };
      banner.theme.error = '#FF8A80';
      writeFileSync(file, JSON.stringify(banner, null, 2));
      expect(run(root).map(formatProblem)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('npm run validate (the CLI)', () => {
  const cli = promisify(execFile);
  // What `npm run validate` runs: the gate from its cached bundle (scripts/validate-start.mjs).
  const node = process.execPath;
  const script = join(REPO, 'scripts/validate-start.mjs');

  it('exits non-zero and prints machine-readable problems with --format json', async () => {
    const result = await cli(node, [
      script,
      '--root',
      join(FIXTURES, 'unknown-key'),
      '--format',
      'json',
    ]).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(result?.code).toBe(1);
    const report = JSON.parse(result?.stdout ?? '{}') as { ok: boolean; problems: Problem[] };
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.pointer)).toContain('/sections/0/titel');
  }, 30_000);

  it('prints file:line:column, pointer and did-you-mean in text, and exits 0 when clean', async () => {
    const bad = await cli(node, [script, '--root', join(FIXTURES, 'unknown-block-type')]).catch(
      (error: { stdout: string }) => error,
    );
    expect(bad.stdout).toContain(
      'content/screens/manage.json:14:7  /blocks/1/type  unknown block type "richTxt"',
    );
    expect(bad.stdout).toContain('(did you mean "richText"?)');
    const good = await cli(node, [script, '--root', join(FIXTURES, 'valid')]);
    expect(good.stdout).toMatch(/valid/);
  }, 30_000);
});
