/** Compares expected generated files with what is on disk, for `codegen --check`. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** What differs: files whose text is stale or missing, and files no longer generated. */
export interface Staleness {
  stale: string[];
  missing: string[];
  leftOver: string[];
}

/** Paths (relative to outDir) that differ from `expected`. */
export function compareGenerated(expected: Map<string, string>, outDir: string): Staleness {
  const present = listFiles(outDir).map((f) => relative(outDir, f));
  const result: Staleness = { stale: [], missing: [], leftOver: [] };
  for (const [file, text] of expected) {
    const path = join(outDir, file);
    if (!existsSync(path)) result.missing.push(file);
    else if (readFileSync(path, 'utf8') !== text) result.stale.push(file);
  }
  result.leftOver = present.filter((f) => !expected.has(f)).sort();
  return result;
}
