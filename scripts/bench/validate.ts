/**
 * `npm run bench validate`: issue 14's targets for the content gate, timed as an editor runs it:
 * `npm run validate` over the shipped content (< 1 s) and over the shipped content plus 1,000
 * generated banners (< 2 s), each the median wall-clock time of several runs of the whole command
 * (npm and Node start-up and loading the bundled gate included), with the gate's own time beside
 * it. Then `validateRoot` in the process, cold and warm, and per banner at 250, 500 and 1,000
 * banners (growth is linear).
 * Generated banners go to a temporary folder, never to banners/.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_FOLDERS } from '../../src/content/content-kinds';
import type { BenchRow } from '../bench';
import { writeGeneratedBanner } from '../../shared-node/generated-banner';
import { validateRoot } from '../../shared-node/validate/run';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc';
import { median } from '../perf/stats';
import { loadSchemaSet } from '../../shared-node/validate/schema-set';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** A root with the shipped content and `count` generated banners (each with two logos). */
function generatedRoot(count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-banners-'));
  cpSync(join(REPO, 'content'), join(root, 'content'), { recursive: true });
  // Overrides of the shipped banners would name banners this root does not have.
  for (const entry of readdirSync(join(root, 'content'), { withFileTypes: true })) {
    if (entry.isDirectory() && !CONTENT_FOLDERS.includes(entry.name)) {
      rmSync(join(root, 'content', entry.name), { recursive: true });
    }
  }
  mkdirSync(join(root, 'banners/logos'), { recursive: true });
  for (let i = 1; i <= count; i += 1) {
    const n = String(i).padStart(4, '0');
    // Each its own banner: its own name, type and logo, or the gate reports safeway's leftovers.
    writeGeneratedBanner(REPO, root, { id: `bench${n}`, name: `Bench ${n}`, order: i });
  }
  return root;
}

/** One timed run of `npm run validate` (over `root` when given): wall time, the gate's, exit. */
function runCommand(root?: string): { wallMs: number; gateMs?: number; code: number | null } {
  const args = ['run', 'validate', ...(root ? ['--', '--root', root] : [])];
  const started = performance.now();
  const run = spawnSync('npm', args, { cwd: REPO, encoding: 'utf8' });
  const wallMs = performance.now() - started;
  const gate = /\((\d+) ms\)\s*$/.exec(run.stdout.trim());
  return { wallMs, gateMs: gate ? Number(gate[1]) : undefined, code: run.status };
}

/** The command's row: median wall time of `runs` runs against its target, with the gate's share. */
function commandRow(name: string, targetMs: number, runs: number, root?: string): BenchRow {
  const results = Array.from({ length: runs }, () => runCommand(root));
  const wall = median(results.map((r) => r.wallMs));
  const gates = results.flatMap((r) => (r.gateMs === undefined ? [] : [r.gateMs]));
  const gate = gates.length > 0 ? median(gates) : undefined;
  const failed = results.filter((r) => r.code !== 0).length;
  const low = Math.min(...results.map((r) => r.wallMs));
  const high = Math.max(...results.map((r) => r.wallMs));
  const met = wall < targetMs && failed === 0;
  const startUp = gate === undefined ? undefined : wall - gate;
  return {
    name: `${name} (median of ${runs})`,
    value: `${Math.round(wall)} ms (${Math.round(low)}–${Math.round(high)}; the gate itself ${gate === undefined ? '?' : `${gate} ms`})`,
    target: `< ${targetMs / 1000} s`,
    met,
    ...(failed > 0
      ? { note: `${failed} of ${runs} runs failed the gate` }
      : met
        ? {}
        : {
            note: `start-up (npm, Node, loading the bundled gate) ${startUp === undefined ? '?' : Math.round(startUp)} ms + the gate ${gate ?? '?'} ms; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores during the runs`,
          }),
  };
}

/** What the section of docs/performance.md says about how the rows were measured. */
export const CONTENT_VALIDATION_NOTES = [
  "The first two rows are issue 14's targets: the wall-clock time of the whole `npm run validate` " +
    'command (npm and Node start-up and loading the bundled gate included, as an editor waits for ' +
    'it; the bundle and the precompiled validators current, as after any earlier run and `npm run ' +
    'codegen`), the median of five ' +
    'runs with the fastest and slowest beside it, over the shipped banners and content, then over the ' +
    'shipped content plus 1,000 generated banners (copies of safeway with their own names, types and ' +
    'two logos, in a temporary folder); "the gate itself" is the time the command prints (loading ' +
    "the validators and checking). The other rows time `validateRoot` in the bench's process: once " +
    'cold (schemas compiled), the best of three warm, and per banner at 250, 500 and 1,000 generated banners (best ' +
    'of two), so the growth with the number of banners shows.',
];

/**
 * Content validation rows; `counts` are the generated banner counts (the last is compared with
 * the first for linear growth, and the command runs over it), `runs` the command's runs per row.
 * Writes its section of docs/performance.md when asked.
 */
export default async function contentValidation(
  counts: readonly number[] = [250, 500, 1000],
  runs = 5,
): Promise<BenchRow[]> {
  const [first, largest] = [counts[0], counts[counts.length - 1]];
  const loadAtStart = loadavg()[0];
  const largestRoot = generatedRoot(largest);
  const rows: BenchRow[] = [];
  try {
    rows.push(commandRow('npm run validate, shipped content', 1000, runs));
    rows.push(
      commandRow(
        `npm run validate, shipped content + ${largest} generated banners`,
        2000,
        runs,
        largestRoot,
      ),
    );
  } finally {
    rmSync(largestRoot, { recursive: true, force: true });
  }

  const cold = time(() => validateRoot({ root: REPO }));
  rows.push({
    name: 'validateRoot, shipped content (cold, schemas compiled)',
    value: `${Math.round(cold)} ms`,
    target: '',
  });
  const schemaSet = loadSchemaSet();
  validateRoot({ root: REPO, schemaSet });
  const warm = Math.min(
    ...[1, 2, 3].map(() => time(() => validateRoot({ root: REPO, schemaSet }))),
  );
  rows.push({
    name: 'validateRoot, shipped content (warm)',
    value: `${Math.round(warm)} ms`,
    target: '',
  });

  const perBanner = new Map<number, number>();
  for (const count of counts) {
    const root = generatedRoot(count);
    try {
      const ms = Math.min(...[1, 2].map(() => time(() => validateRoot({ root, schemaSet }))));
      const problems = validateRoot({ root, schemaSet }).length;
      perBanner.set(count, ms / count);
      rows.push({
        name: `validateRoot, ${count} generated banners (warm), per banner`,
        value: `${(ms / count).toFixed(3)} ms (${Math.round(ms)} ms total)`,
        target: count === largest ? `linear: per banner ≤ 2× the ${first} figure` : '',
        ...(problems === 0 ? {} : { met: false, note: `${problems} unexpected problems` }),
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  const ratio = (perBanner.get(largest) ?? 0) / (perBanner.get(first) ?? 1);
  const last = rows[rows.length - 1];
  if (last.met === undefined) {
    last.met = ratio <= 2;
    last.note = `per-banner ratio ${largest}/${first} = ${ratio.toFixed(2)}`;
  }
  if (shouldWriteDoc()) {
    await writeDocSection(
      join(REPO, 'docs/performance.md'),
      'content-validation',
      'Content validation',
      rows,
      [
        `${CONTENT_VALIDATION_NOTES[0]} The machine's load average was ${loadAtStart.toFixed(1)} ` +
          `when the run started and ${loadavg()[0].toFixed(1)} when it ended (${cpus().length} cores).`,
      ],
    );
  }
  return rows;
}
