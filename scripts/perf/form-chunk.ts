/**
 * The form half of the renderer bench: the gzip size of the cancel-feedback form's chunk with
 * precompiled validators against the same form validated by rjsf's run-time Ajv validator, both
 * built with Vite into temp folders, and whether the precompiled chunk holds eval or new Function.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MARKDOWN_AS_TEXT } from '../build/markdown-alias';
import type { BenchRow } from '../bench';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');

const SHARED = `
import Form from '@rjsf/core';
import { FieldTemplate } from '${REPO}/src/render/forms/templates/field-template';
import { ObjectFieldTemplate } from '${REPO}/src/render/forms/templates/object-template';
import { CheckboxWidget } from '${REPO}/src/render/forms/widgets/checkbox-widget';
import { ChoicesWidget } from '${REPO}/src/render/forms/widgets/choices-widget';
import { CountedTextarea } from '${REPO}/src/render/forms/widgets/counted-textarea';
import { TextWidget } from '${REPO}/src/render/forms/widgets/text-widget';
const widgets = { TextWidget, CheckboxWidget, choices: ChoicesWidget, countedTextarea: CountedTextarea };
const templates = { FieldTemplate, ObjectFieldTemplate };
`;

const ENTRIES = {
  precompiled: `${SHARED}
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { schema, uiSchema, validateFns } from '${REPO}/src/render/forms/generated/cancel-feedback.js';
const validator = createPrecompiledValidator(validateFns, schema);
export function CancelForm() {
  return <Form schema={schema} uiSchema={uiSchema} validator={validator} widgets={widgets} templates={templates} />;
}`,
  runtime: `${SHARED}
import validator from '@rjsf/validator-ajv8';
import form from '${REPO}/content/forms/cancel-feedback.json';
export function CancelForm() {
  return <Form schema={form.schema} uiSchema={form.uiSchema} validator={validator} widgets={widgets} templates={templates} />;
}`,
};

/** Builds one entry with Vite (React and the router external, as the app shares them) and sizes it. */
async function buildSize(name: keyof typeof ENTRIES): Promise<{ gzip: number; code: string }> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  // Inside the repo so bare imports resolve from its node_modules.
  const cache = join(REPO, 'node_modules/.cache/bench-render');
  mkdirSync(cache, { recursive: true });
  const srcDir = mkdtempSync(join(cache, `${name}-`));
  const outDir = mkdtempSync(join(tmpdir(), `bench-form-${name}-`));
  const entry = join(srcDir, 'entry.tsx');
  writeFileSync(entry, ENTRIES[name]);
  try {
    await build({
      configFile: false,
      root: REPO,
      logLevel: 'silent',
      plugins: [react()],
      // rjsf's Markdown as the app ships it (a plain-text stand-in, vite.config.ts).
      resolve: { alias: MARKDOWN_AS_TEXT },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'form' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-router/] },
      },
    });
    const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
      (f) => f.isFile() && f.name.endsWith('.js'),
    );
    const code = files.map((f) => readFileSync(join(f.parentPath, f.name), 'utf8')).join('\n');
    return { gzip: gzipSync(code, { level: 9 }).length, code };
  } finally {
    rmSync(srcDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The form chunk rows of the renderer bench. */
export async function formRows(): Promise<BenchRow[]> {
  const pre = await buildSize('precompiled');
  const run = await buildSize('runtime');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB gzip`;
  const compiles = /new Function\(|\beval\(/.test(pre.code);
  return [
    {
      name: 'form chunk, precompiled validators (cancel feedback)',
      value: kb(pre.gzip),
      target: '< run-time Ajv',
      met: pre.gzip < run.gzip,
    },
    { name: 'same form, rjsf run-time Ajv validator', value: kb(run.gzip), target: '' },
    {
      name: 'precompiled form chunk saves',
      value: `${(((run.gzip - pre.gzip) / run.gzip) * 100).toFixed(0)}% (${kb(run.gzip - pre.gzip)})`,
      target: '',
    },
    {
      name: 'precompiled form chunk has no eval / new Function',
      value: compiles ? 'found' : 'none',
      target: 'none',
      met: !compiles,
    },
  ];
}
