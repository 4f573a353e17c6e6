/**
 * Bench: first-load JavaScript per route and banner: gzip bytes of everything the page downloads
 * before its first screen shows (the entry and its static imports, the route's screen chunk, the
 * form renderer and validators where the layout has a form, and every chunk the page's <head>
 * preloads for that route and banner, read from the hints the server writes), against 150 KB
 * without a form and 220 KB with one (issue 23), with its ratio to the React floor (the react,
 * react-dom and react-router vendor chunk of the same build). A miss names where its bytes go.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { preloadPlan, RICH_TEXT_CHUNK, validatorChunkKey } from '../build/preload-hints';
import type { BenchRow } from '../bench';
import { readMergedContent } from '../../shared-node/content-files';
import { routeNeeds } from '../../src/routes/route-needs';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import { benchFilters, isFiltered, keepBanners, keepRoutes } from '../perf/bench-filters';
import {
  addedFiles,
  chunkKeyNamed,
  entryKeys,
  kb,
  staticClosure,
  type Manifest,
} from '../perf/chunk-graph';
import { allFiles, describeParts, firstLoadParts } from '../perf/first-load';
import { ensureBuild } from '../perf/ensure-build';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc';
import { routeModules } from '../perf/route-chunks';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const KB = 1024;
const BUDGET = { plain: 150 * KB, form: 220 * KB };
const FORM_ONLY = ['src/render/forms/schema-form.tsx'];
/**
 * The kinds every screen fetches: the shell's (labels, catalogue, flags, constants, nav), and a
 * layout.
 */
const FIRST_SCREEN_KINDS = [
  'ui-text',
  'error-catalogue',
  'feature-toggles',
  'constants',
  'left-nav-v2',
  'screen-layout',
];

/** Bundle rows: the React floor, then one row per banner and route. Never throws on a miss. */
export default async function bundleBench(): Promise<BenchRow[]> {
  const buildProblem = ensureBuild(ROOT);
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

  const vendorKey = chunkKeyNamed(manifest, 'react-vendor');
  const floorFile = vendorKey ? manifest[vendorKey].file : undefined;
  const floor = floorFile ? gz(floorFile) : 0;
  const formFiles = new Set(FORM_ONLY.filter((k) => manifest[k]).map((k) => manifest[k].file));
  const rows: BenchRow[] = [
    {
      name: 'React floor (react, react-dom, react-router)',
      value: vendorKey ? kb(floor) : 'no react-vendor chunk',
      target: '',
      note: vendorKey ? undefined : 'vite.config.ts no longer splits the react-vendor chunk',
    },
  ];
  const filters = benchFilters();
  const read = (bannerId: string, path: string) => readMergedContent(ROOT, bannerId, path);
  const routes = keepRoutes(routeModules(ROOT), filters);
  for (const banner of keepBanners(filters)) {
    for (const route of routes) {
      const tableRoute = SCREEN_ROUTES.find((r) => r.path === route.path);
      const plan = tableRoute
        ? preloadPlan(
            manifest,
            tableRoute,
            routeNeeds(tableRoute, { id: banner, read: (path) => read(banner, path) }),
          )
        : undefined;
      const [screenKey, ...formKeys] = route.keys;
      const parts = firstLoadParts(manifest, [screenKey], formKeys, plan?.modules ?? []);
      const files = allFiles(parts);
      const bytes = total(files);
      const budget = route.hasForm ? BUDGET.form : BUDGET.plain;
      const leaked = route.hasForm ? [] : files.filter((f) => formFiles.has(f));
      const ratio = floor ? ` = ${(bytes / floor).toFixed(2)} × floor` : '';
      const problems = [
        bytes > budget
          ? `over by ${kb(bytes - budget)}: ${describeParts(manifest, parts, gz, floorFile)}`
          : '',
        leaked.length ? `form code on a route without a form: ${leaked.join(', ')}` : '',
      ].filter(Boolean);
      rows.push({
        name: `first-load JS ${banner} ${route.path}${route.hasForm ? ' (form)' : ''}`,
        value: `${kb(bytes)}${ratio}`,
        target: `≤ ${kb(budget).replace('.0', '')}`,
        met: problems.length === 0,
        note: problems.join('; ') || undefined,
      });
    }
  }
  // Chunk sizes for reference, beyond what a route without a form loads with its entry and screen.
  const plain = routeModules(ROOT).find((route) => !route.hasForm);
  const loaded = staticClosure(manifest, [...entryKeys(manifest), ...(plain?.keys ?? [])]);
  rows.push(...onDemandRows(manifest, loaded, gz));
  if (shouldWriteDoc() && isFiltered(filters)) {
    process.stderr.write(
      'bench: BENCH_ROUTES/BENCH_BANNERS set, docs/performance.md not written\n',
    );
  } else if (shouldWriteDoc()) {
    await writeDocSection(
      join(ROOT, 'docs/performance.md'),
      'bundle',
      'First-load JavaScript',
      rows,
      [
        'Gzip (level 9) bytes of what a page downloads before its first screen shows, per banner ' +
          "and route: the entry chunk and its static imports, the route's lazy screen chunk and " +
          'its static imports, the form renderer and form validators when the screen layout has a ' +
          "form block, and every chunk the page's head preloads for that route and banner (the " +
          "rich-text stack only for an account route's rich text bound to service data: other " +
          "rich text is the build's markup, carried by the page; no content validator: the " +
          'content a page carries was checked by the build, and content read after the session ' +
          'loads its validator beside ' +
          'its fetch; ' +
          '`preloadPlan` of scripts/build/preload-hints.ts, the hints the build writes), read from ' +
          '`dist/.vite/manifest.json`. The ratio divides by the react-vendor chunk of the same ' +
          'build. A miss names where its bytes go. The last rows give the sizes of the chunks ' +
          'loaded on demand, for reference.',
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
 * The sizes of the chunks screens load on demand, beyond a plain route's entry and screen: the
 * rich-text chunk and the per-kind content validators (each counted in a route's first load above
 * where the page's head preloads it).
 */
function onDemandRows(
  manifest: Manifest,
  loaded: string[],
  gz: (file: string) => number,
): BenchRow[] {
  const sum = (files: string[]) => files.reduce((total, f) => total + gz(f), 0);
  const rows: BenchRow[] = [];
  if (manifest[RICH_TEXT_CHUNK]) {
    rows.push({
      name: 'on demand: rich-text stack (DOMPurify, html-react-parser)',
      value: kb(sum(addedFiles(manifest, [RICH_TEXT_CHUNK], loaded))),
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
      name: 'on demand: content validators (a chunk per kind or per group of kinds)',
      value: `${new Set(kinds).size} chunks, ${kb(sum(all))} in all; a first screen's ${first.length} kinds ${kb(sum(addedFiles(manifest, first, loaded)))}`,
      target: '',
    });
  }
  return rows;
}
