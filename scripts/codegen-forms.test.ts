import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import codegenForms, { expectedFiles, toEsModule } from './codegen-forms';

describe('codegen-forms', () => {
  let dir: string;
  const dirs = () => ({ formsDir: join(dir, 'forms'), outDir: join(dir, 'generated') });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'codegen-forms-'));
    mkdirSync(join(dir, 'forms'));
    writeFileSync(
      join(dir, 'forms', 'note.json'),
      JSON.stringify({
        schema: { type: 'object', properties: { note: { type: 'string', maxLength: 5 } } },
        uiSchema: {},
      }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('turns Ajv standalone CommonJS into an ES module with imports and no require or exports', () => {
    const code = expectedFiles(dirs().formsDir).get('note.js') ?? '';
    expect(code).toContain('import * as __ns0 from "ajv/dist/runtime/ucs2length.js";');
    expect(code).toContain('export const validateFns = __fns;');
    expect(code).not.toMatch(/\brequire\(|\bexports\[|module\.exports|new Function|\beval\(/);
  });

  it('refuses CommonJS it does not understand', () => {
    expect(() => toEsModule('module.exports = 1;', {}, {})).toThrow('Unexpected CommonJS');
  });

  it('writes the files, then --check passes until a form changes, naming the stale file', async () => {
    await codegenForms({ check: false, ...dirs() });
    await expect(codegenForms({ check: true, ...dirs() })).resolves.toBeUndefined();
    writeFileSync(
      join(dir, 'forms', 'note.json'),
      JSON.stringify({
        schema: { type: 'object', properties: { note: { type: 'string', maxLength: 9 } } },
      }),
    );
    await expect(codegenForms({ check: true, ...dirs() })).rejects.toThrow(/generated\/note\.js/);
  });

  it('names orphaned generated files and removes them on the next run', async () => {
    await codegenForms({ check: false, ...dirs() });
    writeFileSync(join(dir, 'generated', 'gone.js'), '');
    await expect(codegenForms({ check: true, ...dirs() })).rejects.toThrow(/generated\/gone\.js/);
    await codegenForms({ check: false, ...dirs() });
    await expect(codegenForms({ check: true, ...dirs() })).resolves.toBeUndefined();
  });

  it('the shipped generated modules run under Node and validate like Ajv would', async () => {
    const mod = (await import('../src/render/forms/generated/cancel-feedback.js')) as {
      schema: { $id?: string };
      validateFns: Record<string, (data: unknown) => boolean>;
    };
    const [validate] = Object.values(mod.validateFns);
    expect(validate({ reasonCode: 'MOVING', userComments: 'ok' })).toBe(true);
    expect(validate({ reasonCode: 'MOVING', userComments: 'x'.repeat(401) })).toBe(false);
    expect(validate({})).toBe(false);
    expect(
      readFileSync(
        new URL('../src/render/forms/generated/cancel-feedback.js', import.meta.url),
        'utf8',
      ),
    ).not.toMatch(/\brequire\(/);
  });
});
