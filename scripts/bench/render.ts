/**
 * Bench of the renderer: the time to sanitise, parse and render a 200-section FAQ (in jsdom), and
 * the gzip size of the cancel-feedback form's chunk with precompiled validators against the same
 * form validated by rjsf's run-time Ajv validator (scripts/perf/form-chunk.ts).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from '../bench';
import { formRows } from '../perf/form-chunk';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc';
import { median } from '../perf/stats';

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
  // DOMPurify binds to the global window when first imported; another bench module of the same
  // run may have imported it before this DOM existed, so it is handed this window as well.
  const { sanitizeHtml, sanitizeWithWindow } = await import('../../src/render/rich-text/sanitize');
  sanitizeWithWindow(dom.window as unknown as Parameters<typeof sanitizeWithWindow>[0]);
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
    row(`FAQ ${SECTIONS} sections: parse (html-react-parser)`, median(parse), 100),
    row(
      `FAQ ${SECTIONS} sections: render accordion, first open (expandFirst)`,
      median(render),
      200,
    ),
    row(`FAQ ${SECTIONS} sections: render accordion, all open (expanded)`, median(renderAll), 1000),
  ];
}

/** What the section of docs/performance.md says about how the rows were measured. */
export const RENDER_NOTES = [
  `A ${SECTIONS}-section FAQ (links, lists, emphasis) sanitised by DOMPurify, turned into React by ` +
    "html-react-parser, and rendered by the accordion block with React's production build, in " +
    `jsdom (median of ${RUNS} runs after two warm-ups; a browser is several times faster). Then the ` +
    "cancel-feedback form's chunk built by Vite with precompiled validators, against the same form " +
    "with rjsf's run-time Ajv validator, gzip.",
];

/**
 * Renderer rows (the FAQ timings, then the form chunk sizes); the measurements can be swapped
 * for the tests. Writes its section of docs/performance.md when asked.
 */
export default async function renderBench(
  measure: { faq: () => Promise<BenchRow[]>; form: () => Promise<BenchRow[]> } = {
    faq: faqRows,
    form: formRows,
  },
): Promise<BenchRow[]> {
  const rows = [...(await measure.faq()), ...(await measure.form())];
  if (shouldWriteDoc()) {
    await writeDocSection(
      join(REPO, 'docs/performance.md'),
      'render',
      'Renderer',
      rows,
      RENDER_NOTES,
    );
  }
  return rows;
}
