/**
 * The validate (content validation) and renderer modules write their own dated sections of
 * docs/performance.md when the bench is asked to (BENCH_WRITE=1), like bundle and Lighthouse.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BenchRow } from '../bench';

const written: { file: string; id: string; title: string; rows: BenchRow[]; notes: string[] }[] =
  [];
let asked = true;

vi.mock('../perf/perf-doc', () => ({
  shouldWriteDoc: () => asked,
  writeDocSection: (file: string, id: string, title: string, rows: BenchRow[], notes: string[]) => {
    written.push({ file, id, title, rows, notes });
    return Promise.resolve();
  },
}));

const DOC = join(import.meta.dirname, '../../docs/performance.md');
const row = (name: string): BenchRow => ({ name, value: '1 ms', target: '< 2 ms', met: true });

afterEach(() => {
  written.length = 0;
  asked = true;
});

describe('bench sections of docs/performance.md', () => {
  it('content validation writes its rows under its own marker', async () => {
    const { default: contentValidation } = await import('./validate');
    const rows = await contentValidation([1, 2], 1);
    expect(rows.map((r) => r.name)).toEqual([
      'npm run validate, shipped content (median of 1)',
      'npm run validate, shipped content + 2 generated banners (median of 1)',
      'validateRoot, shipped content (cold, schemas compiled)',
      'validateRoot, shipped content (warm)',
      'validateRoot, 1 generated banners (warm), per banner',
      'validateRoot, 2 generated banners (warm), per banner',
    ]);
    // The command's rows carry issue 14's targets and the gate's own time beside the wall time.
    expect(rows.slice(0, 2).map((r) => r.target)).toEqual(['< 1 s', '< 2 s']);
    for (const row of rows.slice(0, 2))
      expect(row.value).toMatch(/^\d+ ms \(\d+–\d+; the gate itself \d+ ms\)$/);
    expect(rows[5].target).toBe('linear: per banner ≤ 2× the 1 figure');
    expect(written).toEqual([
      {
        file: DOC,
        id: 'content-validation',
        title: 'Content validation',
        rows,
        notes: [expect.stringMatching(/^The first two rows are issue 14's targets/)],
      },
    ]);
  }, 60_000);

  it('the renderer writes its rows under its own marker, and only when asked', async () => {
    const { default: renderBench } = await import('./render');
    const measure = {
      faq: () => Promise.resolve([row('FAQ')]),
      form: () => Promise.resolve([row('form')]),
    };
    asked = false;
    await renderBench(measure);
    expect(written).toEqual([]);
    asked = true;
    const rows = await renderBench(measure);
    expect(written).toEqual([
      {
        file: DOC,
        id: 'render',
        title: 'Renderer',
        rows,
        notes: [expect.stringMatching(/^A 200-section FAQ/)],
      },
    ]);
  });
});
