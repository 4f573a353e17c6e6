import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatProblem, type Problem } from './problem';
import { validateRoot } from './run';
import { loadSchemaSet } from './schema-set';

const REPO = join(import.meta.dirname, '../..');
const FIXTURES = join(REPO, 'tests/fixtures/content');
const MALFORMED = join(REPO, 'tests/fixtures/broken/content-malformed');
const schemaSet = loadSchemaSet();
const run = (root: string): Problem[] => validateRoot({ root, schemaSet });

interface Expected {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: RegExp;
  suggestion?: string;
}

/** Each broken fixture and every problem it must produce, in the validator's order: no more. */
const cases: [string, string, Expected[]][] = [
  [
    'unknown key',
    'unknown-key',
    [
      {
        file: 'content/faq.json',
        line: 5,
        column: 5,
        pointer: '/sections/0',
        message: /missing required key "title"/,
      },
      {
        file: 'content/faq.json',
        line: 7,
        column: 7,
        pointer: '/sections/0/titel',
        message: /unknown key "titel"/,
        suggestion: 'title',
      },
    ],
  ],
  [
    'missing required key',
    'missing-required',
    [
      {
        file: 'content/faq.json',
        line: 1,
        column: 1,
        pointer: '',
        message: /missing required key "displayType"/,
      },
    ],
  ],
  [
    'wrong type',
    'wrong-type',
    [
      {
        file: 'content/faq.json',
        line: 7,
        column: 7,
        pointer: '/sections/0/title',
        message: /should be a string but is the number 42/,
      },
    ],
  ],
  [
    'unknown block type',
    'unknown-block-type',
    [
      {
        file: 'content/screens/manage.json',
        line: 14,
        column: 7,
        pointer: '/blocks/1/type',
        message: /unknown block type "richTxt"/,
        suggestion: 'richText',
      },
    ],
  ],
  [
    'misspelt block prop',
    'bad-block-props',
    [
      {
        file: 'content/screens/manage.json',
        line: 9,
        column: 7,
        pointer: '/blocks/0/props',
        message: /missing required key "text"/,
      },
      {
        file: 'content/screens/manage.json',
        line: 10,
        column: 9,
        pointer: '/blocks/0/props/txt',
        message: /unknown key "txt"/,
        suggestion: 'text',
      },
    ],
  ],
  [
    'unknown placeholder',
    'unknown-placeholder',
    [
      {
        file: 'content/faq.json',
        line: 7,
        column: 7,
        pointer: '/sections/0/title',
        message: /unknown placeholder "\{bannr\}"/,
        suggestion: '{banner}',
      },
    ],
  ],
  [
    'unknown placeholder in banner text',
    'banner-placeholder',
    [
      {
        file: 'banners/safeway.json',
        line: 7,
        column: 3,
        pointer: '/promoDescription',
        message: /unknown placeholder "\{prodct\}"/,
        suggestion: '{product}',
      },
      {
        file: 'banners/safeway.json',
        line: 12,
        column: 5,
        pointer: '/estimatedSavingsLabels/rewards',
        message: /unknown placeholder "\{brand\}"/,
      },
    ],
  ],
  [
    'banner id differs from file name',
    'banner-id-mismatch',
    [
      {
        file: 'banners/safeway.json',
        line: 3,
        column: 3,
        pointer: '/id',
        message: /"safewey" differs from its file name/,
        suggestion: 'safeway',
      },
    ],
  ],
  [
    'missing logo',
    'missing-logo',
    [
      {
        file: 'banners/safeway.json',
        line: 17,
        column: 5,
        pointer: '/logos/white',
        message: /banners\/logos\/safeway-white.svg does not exist/,
      },
    ],
  ],
  [
    'duplicate banner id',
    'duplicate-banner-id',
    [
      {
        file: 'banners/vons.json',
        line: 3,
        column: 3,
        pointer: '/id',
        message: /banner id "safeway" differs from its file name/,
        suggestion: 'vons',
      },
      {
        file: 'banners/vons.json',
        line: 3,
        column: 3,
        pointer: '/id',
        message: /duplicate banner id "safeway", already used by banners\/safeway.json/,
      },
    ],
  ],
  [
    'empty file',
    'empty-file',
    [
      {
        file: 'content/faq.json',
        line: 1,
        column: 1,
        pointer: '',
        message: /not valid JSON: the file is empty/,
      },
    ],
  ],
  [
    'catalogue message that is not in the error catalogue',
    'unknown-error-code',
    [
      {
        file: 'content/screens/manage.json',
        line: 11,
        column: 9,
        pointer: '/blocks/0/props/catalogueMessage',
        message: /catalogue message "00099" is not in content\/error-catalogue.json/,
        suggestion: '0009',
      },
      {
        file: 'content/screens/manage.json',
        line: 18,
        column: 9,
        pointer: '/blocks/1/props/catalogueMessage',
        message: /catalogue message "paymentUpdatd" is not in content\/error-catalogue.json/,
        suggestion: 'paymentUpdated',
      },
    ],
  ],
  [
    'uiSchema typos: ui:* keys, widget names, ui:options keys and field names',
    'bad-ui-schema',
    [
      {
        file: 'content/forms/feedback.json',
        line: 16,
        column: 32,
        pointer: '/uiSchema/ui:order/1',
        message: /ui:order names "userComment", which is not a field/,
        suggestion: 'userComments',
      },
      {
        file: 'content/forms/feedback.json',
        line: 18,
        column: 7,
        pointer: '/uiSchema/reasonCode/ui:widgit',
        message: /unknown uiSchema key "ui:widgit"/,
        suggestion: 'ui:widget',
      },
      {
        file: 'content/forms/feedback.json',
        line: 22,
        column: 7,
        pointer: '/uiSchema/userComments/ui:widget',
        message:
          /unknown widget "countedTextArea"; registered widgets are text, email, checkbox, choices, countedTextarea/,
        suggestion: 'countedTextarea',
      },
      {
        file: 'content/forms/feedback.json',
        line: 23,
        column: 23,
        pointer: '/uiSchema/userComments/ui:options/rwos',
        message: /unknown ui:options key "rwos"/,
        suggestion: 'rows',
      },
      {
        file: 'content/forms/feedback.json',
        line: 27,
        column: 7,
        pointer: '/uiSchema/contact/emial',
        message: /uiSchema names the field "emial", which is not in the form's schema/,
        suggestion: 'email',
      },
      {
        file: 'content/forms/feedback.json',
        line: 28,
        column: 18,
        pointer: '/uiSchema/contact/email/ui:widget',
        message: /unknown widget "textarea"/,
      },
      {
        file: 'content/forms/feedback.json',
        line: 30,
        column: 5,
        pointer: '/uiSchema/userComent',
        message: /uiSchema names the field "userComent"/,
        suggestion: 'userComments',
      },
    ],
  ],
  [
    'logo with script',
    'unsafe-logo',
    [
      {
        file: 'banners/safeway.json',
        line: 16,
        column: 5,
        pointer: '/logos/color',
        message: /safeway.svg contains script or event handlers/,
      },
    ],
  ],
  [
    'low contrast theme',
    'low-contrast',
    [
      {
        file: 'banners/safeway.json',
        line: 21,
        column: 5,
        pointer: '/theme/onPrimary',
        message: /contrast 2.59:1, below WCAG AA/,
      },
    ],
  ],
  [
    'primary text on the surface (secondary buttons) below AA',
    'contrast-secondary-button',
    [
      {
        file: 'banners/safeway.json',
        line: 20,
        column: 5,
        pointer: '/theme/primary',
        message: /primary #F2C200 on surface #FFFFFF has contrast 1.68:1/,
      },
    ],
  ],
  [
    "the default error colour on a banner's dark surface below AA",
    'contrast-error-on-dark-surface',
    [
      {
        file: 'banners/safeway.json',
        line: 24,
        column: 5,
        pointer: '/theme/surface',
        message: /error #b00020 \(the default of base.css\) on surface #1E1E1E has contrast 2.28:1/,
      },
    ],
  ],
  [
    'typo in a banner override, reported in the override',
    'override-typo',
    [
      {
        file: 'content/safeway/faq.json',
        line: 3,
        column: 3,
        pointer: '/displayType',
        message: /"expandFrist" is not allowed/,
        suggestion: 'expandFirst',
      },
    ],
  ],
];

describe('validateRoot on broken fixtures', () => {
  it.each(cases)('%s', (_name, fixture, expected) => {
    const problems = run(join(FIXTURES, fixture));
    const listed = problems.map(formatProblem).join('\n');
    expect(problems, listed).toHaveLength(expected.length);
    expected.forEach((want, i) => {
      const { message, suggestion, ...where } = want;
      expect(problems[i], listed).toMatchObject(where);
      expect(problems[i].message, listed).toMatch(message);
      expect(problems[i].suggestion, listed).toBe(suggestion);
    });
  });

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
  const tsx = join(REPO, 'node_modules/.bin/tsx');
  const script = join(REPO, 'scripts/validate.ts');

  it('exits non-zero and prints machine-readable problems with --format json', async () => {
    const result = await cli(tsx, [
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
    const bad = await cli(tsx, [script, '--root', join(FIXTURES, 'unknown-block-type')]).catch(
      (error: { stdout: string }) => error,
    );
    expect(bad.stdout).toContain(
      'content/screens/manage.json:14:7  /blocks/1/type  unknown block type "richTxt"',
    );
    expect(bad.stdout).toContain('(did you mean "richText"?)');
    const good = await cli(tsx, [script, '--root', join(FIXTURES, 'valid')]);
    expect(good.stdout).toMatch(/valid/);
  }, 30_000);
});
