/**
 * `npm run bench`: runs every benchmark module in scripts/bench/ (each default-exports an async
 * function returning rows) and prints one table. Figures, not pass/fail: targets are printed beside
 * each figure and a miss is named, never thrown.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchRow {
  /** What was measured, e.g. "validate shipped content". */
  name: string;
  /** The figure as printed, e.g. "182 ms". */
  value: string;
  /** The target as printed, e.g. "< 1 s"; empty when there is none. */
  target: string;
  /** Whether the target is met; undefined when there is no target. */
  met?: boolean;
  /** Why a target was missed, or any remark worth a reader's time. */
  note?: string;
}

const dir = join(dirname(fileURLToPath(import.meta.url)), 'bench');
const only = process.argv.slice(2);
const modules = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const rows: BenchRow[] = [];
for (const file of modules) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as {
    default: () => Promise<BenchRow[]>;
  };
  process.stderr.write(`bench: ${file}…\n`);
  rows.push(...(await mod.default()));
}

const header = ['measure', 'figure', 'target', 'met'];
const table = rows.map((r) => [
  r.name,
  r.value,
  r.target,
  r.met === undefined ? '' : r.met ? 'yes' : `NO${r.note ? ` (${r.note})` : ''}`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));
