/**
 * Bench of build-time prerendering (issue 13): the files `npm run build` writes for every banner
 * and route (and each banner's 404 page), their total size raw and gzipped, and the time the
 * prerender step takes (its server build and every page), the median of three runs over the
 * existing dist/ (built first when missing or stale). It rewrites dist/pages/ as the build does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import type { BenchRow } from '../bench';
import { prerender } from '../build/prerender';
import { listBanners } from '../../shared-node/content-files';
import { ensureBuild } from '../perf/ensure-build';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 3;
const KB = 1024;

/** Every page file under dist/pages/ and its gzip size. */
function pagesGzipBytes(): number {
  const dir = join(ROOT, 'dist/pages');
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html'))
      total += gzipSync(readFileSync(join(entry.parentPath, entry.name))).length;
  }
  return total;
}

export default async function prerenderBench(): Promise<BenchRow[]> {
  const buildProblem = ensureBuild(ROOT);
  if (buildProblem)
    return [{ name: 'prerender', value: 'not measured', target: '', note: buildProblem }];
  const banners = listBanners(ROOT).length;
  const times: number[] = [];
  let written = { files: 0, bytes: 0 };
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    written = await prerender(ROOT);
    times.push(performance.now() - started);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  const pages = `${banners} banners × ${SCREEN_ROUTES.length} routes + a 404 page each`;
  const rows: BenchRow[] = [
    { name: `prerender: files written (${pages})`, value: String(written.files), target: '' },
    {
      name: 'prerender: total size of the pages',
      value: `${(written.bytes / KB).toFixed(0)} KB (${(pagesGzipBytes() / KB).toFixed(0)} KB gzip)`,
      target: '',
    },
    {
      name: `prerender: time (server build and every page), median of ${RUNS}`,
      value: `${(median / 1000).toFixed(1)} s`,
      target: '',
    },
  ];
  if (shouldWriteDoc()) {
    await writeDocSection(join(ROOT, 'docs/performance.md'), 'prerender', 'Prerendering', rows, [
      '`scripts/build/prerender.ts`, the last step of `npm run build`: it builds ' +
        '`src/entry-server.tsx` for Node and writes `dist/pages/<banner>/<route>.html` for every ' +
        "banner and route, and each banner's 404 page. The time excludes `vite build` itself.",
    ]);
  }
  return rows;
}
