/**
 * Bench of the renderer: the time to sanitise, parse and render a 200-section FAQ (in jsdom), and
 * the gzip size of the cancel-feedback form's chunk with precompiled validators against the same
 * form validated by rjsf's run-time Ajv validator (both built with Vite into temp folders).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from '../bench';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SECTIONS = 200;
const RUNS = 9;

/** A FAQ fragment of `n` sections with links, lists and emphasis, like the shipped FAQ. */
export function faqHtml(n: number): string {
  const parts: string[] = [];
  for (let i = 1; i <= n; i++) {
    parts.push(
      `<h3>Question ${i}: how does FreshPass handle case ${i}?</h3>`,
      `<p>Answer ${i} with <strong>bold</strong> text, <a href="/freshpass/manage">a link</a> and ` +
        `<a href="https://example.com/${i}" target="_blank">an external one</a>.</p>`,
      `<ul><li>Point one</li><li>Point two</li></ul>`,
    );
  }
  return parts.join('');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function faqRows(): Promise<BenchRow[]> {
  // jsdom ships no types here; only its constructor and window are used.
  const jsdomModule = 'jsdom';
  const { JSDOM } = (await import(jsdomModule)) as {
    JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis };
  };
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: 'http://safeway.localhost/',
    pretendToBeVisual: true,
  });
  // React's production build, as shipped; the development build is several times slower.
  process.env.NODE_ENV = 'production';
  const g = globalThis as Record<string, unknown>;
  for (const key of [
    'window',
    'document',
    'navigator',
    'Node',
    'Element',
    'HTMLElement',
    'DocumentFragment',
  ]) {
    g[key] =
      key === 'window' ? dom.window : (dom.window as unknown as Record<string, unknown>)[key];
  }
  // DOMPurify binds to the global window when first imported, so import after the DOM exists.
  const { sanitizeHtml } = await import('../../src/render/rich-text/sanitize');
  const { sanitisedHtmlToReact } = await import('../../src/render/rich-text/to-react');
  const { accordionBlock } = await import('../../src/render/blocks/accordion-block');
  const { createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { MemoryRouter } = await import('react-router-dom');

  const html = faqHtml(SECTIONS);
  const sanitise: number[] = [];
  const parse: number[] = [];
  const render: number[] = [];
  const renderAll: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    let t = performance.now();
    const safe = sanitizeHtml(html);
    const tSanitise = performance.now() - t;
    t = performance.now();
    sanitisedHtmlToReact(safe);
    const tParse = performance.now() - t;
    const container = dom.window.document.createElement('div');
    dom.window.document.body.append(container);
    const root = createRoot(container);
    t = performance.now();
    // The accordion sanitises and parses each section itself, as it does on the FAQ page.
    flushSync(() =>
      root.render(
        createElement(
          MemoryRouter,
          null,
          accordionBlock.render({ displayType: 'expandFirst', html }, undefined),
        ),
      ),
    );
    const tRender = performance.now() - t;
    const buttons = container.querySelectorAll('button[aria-expanded]').length;
    if (buttons !== SECTIONS) throw new Error(`expected ${SECTIONS} sections, rendered ${buttons}`);
    root.unmount();
    t = performance.now();
    const rootAll = createRoot(container);
    flushSync(() =>
      rootAll.render(
        createElement(
          MemoryRouter,
          null,
          accordionBlock.render({ displayType: 'expanded', html }, undefined),
        ),
      ),
    );
    const tRenderAll = performance.now() - t;
    rootAll.unmount();
    container.remove();
    if (run >= 2) {
      sanitise.push(tSanitise);
      parse.push(tParse);
      render.push(tRender);
      renderAll.push(tRenderAll);
    }
  }
  const row = (name: string, ms: number, target: number): BenchRow => ({
    name,
    value: `${ms.toFixed(1)} ms`,
    target: `< ${target} ms`,
    met: ms < target,
    note: ms < target ? undefined : 'jsdom is several times slower than a browser',
  });
  return [
    row(`FAQ ${SECTIONS} sections: sanitise (DOMPurify)`, median(sanitise), 100),
    row(`FAQ ${SECTIONS} sections: parse (DOM walker to React)`, median(parse), 100),
    row(
      `FAQ ${SECTIONS} sections: render accordion, first open (expandFirst)`,
      median(render),
      200,
    ),
    row(`FAQ ${SECTIONS} sections: render accordion, all open (expanded)`, median(renderAll), 1000),
  ];
}

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

async function formRows(): Promise<BenchRow[]> {
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

export default async function renderBench(): Promise<BenchRow[]> {
  return [...(await faqRows()), ...(await formRows())];
}
