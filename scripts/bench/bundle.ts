/**
 * Bench: first-load JavaScript per route, gzip bytes of the entry plus the route's chunks (read
 * from Vite's manifest), against 150 KB without a form and 240 KB with one, and its ratio to the
 * React floor (the react, react-dom and react-router vendor chunk of the same build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from '../bench';
import {
  addedFiles,
  chunkKeyNamed,
  entryKey,
  kb,
  staticClosure,
  type Manifest,
} from '../perf/chunk-graph';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc';
import { routeModules } from '../perf/route-chunks';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const KB = 1024;
const BUDGET = { plain: 150 * KB, form: 240 * KB };
const FORM_ONLY = ['src/render/forms/schema-form.tsx'];
/** The rich-text stack, loaded when a layout with rich text is known (src/render/rich-text). */
const RICH_TEXT = 'src/render/rich-text/rich-html-content.tsx';
/** Per-kind content validators, loaded beside the first fetch of their kind (fetchContent). */
const VALIDATOR_PREFIX = 'src/content/generated/validators/';
/** The kinds every screen fetches: the shell's (labels, catalogue, flags, constants, nav), a layout. */
const FIRST_SCREEN_KINDS = [
  'ui-text',
  'error-catalogue',
  'feature-toggles',
  'constants',
  'left-nav-v2',
  'screen-layout',
];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds when dist/ has no manifest or is older than the sources, so figures match the code. */
function ensureBuild(): string | undefined {
  const sources = Math.max(
    newestSource(join(ROOT, 'src')),
    newestSource(join(ROOT, 'content')),
    statSync(join(ROOT, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(MANIFEST) && statSync(MANIFEST).mtimeMs >= sources) return undefined;
  process.stderr.write('bench: dist/ is missing or stale, running npm run build…\n');
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return built.status === 0 ? undefined : `npm run build failed (exit ${built.status ?? 'signal'})`;
}

/** Bundle rows: the React floor, then one row per route. Never throws on a missed target. */
export default async function bundleBench(): Promise<BenchRow[]> {
  const buildProblem = ensureBuild();
  if (buildProblem || !existsSync(MANIFEST)) {
    const note = buildProblem ?? 'dist/.vite/manifest.json is missing: build.manifest is off';
    return [
      {
        name: 'first-load JavaScript',
        value: 'not measured',
        target: '≤ 150 KB',
        met: false,
        note,
      },
    ];
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
    return sizes.get(file) ?? 0;
  };
  const total = (files: string[]) => files.reduce((sum, f) => sum + gz(f), 0);

  const entry = entryKey(manifest);
  const vendorKey = chunkKeyNamed(manifest, 'react-vendor');
  const floor = vendorKey ? gz(manifest[vendorKey].file) : 0;
  const formFiles = new Set(FORM_ONLY.filter((k) => manifest[k]).map((k) => manifest[k].file));
  const rows: BenchRow[] = [
    {
      name: 'React floor (react, react-dom, react-router)',
      value: vendorKey ? kb(floor) : 'no react-vendor chunk',
      target: '',
      note: vendorKey ? undefined : 'vite.config.ts no longer splits the react-vendor chunk',
    },
  ];
  for (const route of routeModules(ROOT)) {
    const files = staticClosure(manifest, [entry, ...route.keys]);
    const bytes = total(files);
    const budget = route.hasForm ? BUDGET.form : BUDGET.plain;
    const leaked = route.hasForm ? [] : files.filter((f) => formFiles.has(f));
    const heaviest = [...files].sort((a, b) => gz(b) - gz(a)).slice(0, 3);
    const ratio = floor ? ` = ${(bytes / floor).toFixed(2)} × floor` : '';
    const problems = [
      bytes > budget
        ? `over by ${kb(bytes - budget)}; heaviest: ${heaviest.map((f) => `${f.replace('assets/', '')} ${kb(gz(f))}`).join(', ')}`
        : '',
      leaked.length ? `form code on a route without a form: ${leaked.join(', ')}` : '',
    ].filter(Boolean);
    rows.push({
      name: `first-load JS ${route.path}${route.hasForm ? ' (form)' : ''}`,
      value: `${kb(bytes)}${ratio}`,
      target: `≤ ${kb(budget).replace('.0', '')}`,
      met: problems.length === 0,
      note: problems.join('; ') || undefined,
    });
  }
  // On-demand sizes beyond what a route without a form has loaded already (the renderer's chunks).
  const plain = routeModules(ROOT).find((route) => !route.hasForm);
  const loaded = staticClosure(manifest, [entry, ...(plain?.keys ?? [])]);
  rows.push(...onDemandRows(manifest, loaded, gz));
  if (shouldWriteDoc()) {
    await writeDocSection(
      join(ROOT, 'docs/performance.md'),
      'bundle',
      'First-load JavaScript',
      rows,
      [
        "Gzip (level 9) bytes of the entry chunk plus the static import graph of the route's lazy " +
          'screen chunk, and of the form renderer and form validators when the screen layout has a ' +
          'form block, read from `dist/.vite/manifest.json`. The ratio divides by the react-vendor ' +
          'chunk of the same build. Identical for every banner: banners are data in the entry chunk. ' +
          'The last rows are loaded on demand, not counted above: the rich-text stack once a ' +
          "layout with rich text is known, and each content kind's validator beside its first fetch.",
      ],
    );
  }
  return rows;
}

/** The content kinds: every schemas/<name>.schema.json outside schemas/blocks/. */
function contentKinds(): string[] {
  return readdirSync(join(ROOT, 'schemas'))
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.slice(0, -'.schema.json'.length));
}

/**
 * The manifest key of a kind's validator chunk: its own module, or the shared chunk Rolldown
 * names after it when another lazy chunk (the editor preview) also imports it statically.
 */
function validatorChunkKey(manifest: Manifest, kind: string): string | undefined {
  const own = `${VALIDATOR_PREFIX}${kind}.js`;
  if (manifest[own]) return own;
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === kind);
}

/**
 * What screens fetch after their first-load JavaScript, so the figures above are read honestly:
 * the rich-text chunk and the per-kind content validators, beyond what a route has loaded.
 */
function onDemandRows(
  manifest: Manifest,
  loaded: string[],
  gz: (file: string) => number,
): BenchRow[] {
  const sum = (files: string[]) => files.reduce((total, f) => total + gz(f), 0);
  const rows: BenchRow[] = [];
  if (manifest[RICH_TEXT]) {
    rows.push({
      name: 'on demand: rich-text stack (DOMPurify, html-react-parser), with a rich-text layout',
      value: kb(sum(addedFiles(manifest, [RICH_TEXT], loaded))),
      target: '',
    });
  }
  const kinds = contentKinds()
    .map((kind) => validatorChunkKey(manifest, kind))
    .filter((key): key is string => key !== undefined);
  if (kinds.length > 0) {
    const all = addedFiles(manifest, kinds, loaded);
    const first = FIRST_SCREEN_KINDS.map((k) => validatorChunkKey(manifest, k)).filter(
      (key): key is string => key !== undefined,
    );
    rows.push({
      name: 'on demand: content validators, one chunk per kind',
      value: `${kinds.length} chunks, ${kb(sum(all))} in all; a first screen's ${first.length} kinds ${kb(sum(addedFiles(manifest, first, loaded)))}`,
      target: '',
    });
  }
  return rows;
}
