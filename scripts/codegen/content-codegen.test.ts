import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { readMergedContent } from '../lib/content-files';
import { kindOfPath } from '../../src/content/content-kinds';
import { typeName, typeFiles, validatorsModule, VALIDATORS_DTS } from './content-codegen';
import { requiresToImports } from './esm';

const REPO = join(import.meta.dirname, '../..');
const GENERATED = join(REPO, 'src/content/generated');
const shipped = readFileSync(join(GENERATED, 'validators.js'), 'utf8');

describe('generated validators module', () => {
  it('contains no eval, no new Function and no CommonJS', () => {
    expect(shipped).not.toMatch(/new Function|\beval\(/);
    expect(shipped).not.toMatch(/\brequire\(|module\.exports|exports\[/);
  });

  it('imports its runtime helpers (and any formats) as ES modules', () => {
    const imports = shipped.match(/^import .+$/gm) ?? [];
    for (const line of imports) expect(line).toMatch(/^import \* as __ns\d+ from "[^"]+\.js";$/);
    if (/ajv-formats/.test(shipped)) expect(imports.join('\n')).toMatch(/ajv-formats/);
  });

  it('is up to date with the schemas (npm run codegen was run)', async () => {
    expect(shipped).toBe(validatorsModule());
    expect(readFileSync(join(GENERATED, 'validators.d.ts'), 'utf8')).toBe(VALIDATORS_DTS);
    for (const [file, text] of await typeFiles()) {
      expect(readFileSync(join(GENERATED, 'types', file), 'utf8'), file).toBe(text);
    }
  }, 30_000);

  it('validates the shipped content of every kind, and rejects a typo', async () => {
    const { validators } = (await import('../../src/content/generated/validators.js')) as {
      validators: Record<string, ValidateFunction>;
    };
    expect(Object.keys(validators)).toEqual(
      expect.arrayContaining(['faq', 'screen-layout', 'banner', 'blocks/richText']),
    );
    const paths = readdirSync(join(REPO, 'content'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
    for (const path of paths) {
      const kind = kindOfPath(path) ?? '';
      const validate = validators[kind];
      expect(validate, path).toBeDefined();
      expect(validate(readMergedContent(REPO, 'vons', path)), path).toBe(true);
    }
    expect(validators.faq({ displayType: 'expandFirst', html: '<p>x</p>', titel: 'x' })).toBe(
      false,
    );
    expect(validators.faq.errors?.[0]).toMatchObject({ keyword: 'additionalProperties' });
  });
});

describe('requiresToImports', () => {
  it('turns each require into one namespace import', () => {
    const out = requiresToImports(
      '"use strict";const a = require("x/y").default; const b = require("x/y").default;',
    );
    expect(out.match(/^import \* as __ns0 from "x\/y.js";$/m)).not.toBeNull();
    expect(out).not.toMatch(/require\(/);
    expect(out).toContain('const a = __req0.default;');
  });

  it('unwraps both Node and bundler interop to module.exports', () => {
    const out = requiresToImports('const f = require("m").default;');
    const helper = /function __cjs[\s\S]*?\n\}/.exec(out)?.[0] ?? '';
    const cjs = new Function(`${helper}; return __cjs;`)() as (ns: unknown) => {
      default: () => string;
    };
    const moduleExports = { default: () => 'ok' };
    expect(cjs({ default: moduleExports }).default()).toBe('ok');
    expect(cjs(moduleExports).default()).toBe('ok');
  });

  it('refuses leftover CommonJS', () => {
    expect(() => requiresToImports('module.exports = 1;')).toThrow(/CommonJS/);
  });
});

describe('typeName', () => {
  it.each([
    ['faq', 'Faq'],
    ['screen-layout', 'ScreenLayout'],
    ['blocks/richText', 'RichTextBlockProps'],
  ])('%s → %s', (name, type) => expect(typeName(name)).toBe(type));
});
