/**
 * `vite build` warns about every extensionless relative import reachable from vite.config.ts
 * (Vite's coming native config loader resolves imports as Node does, so it needs the extension).
 * The build must print no such warning: this walks the config's import graph and names each one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
// Value imports and re-exports; `import type` is erased before the config loads.
const IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function relativeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] as string);
}

function configGraphProblems(entry: string): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of relativeImports(file)) {
      const target = join(dirname(file), spec);
      if (!/\.(?:ts|tsx|js|mjs|json)$/.test(spec)) {
        problems.push(`${relative(ROOT, file)}: import "${spec}" has no file extension`);
        continue;
      }
      if (/\.(?:ts|tsx)$/.test(spec) && existsSync(target)) queue.push(target);
    }
  }
  return problems;
}

describe('the vite config import graph', () => {
  it('names every module with its file extension, so the build prints no warning', () => {
    expect(configGraphProblems(join(ROOT, 'vite.config.ts'))).toEqual([]);
  });
});
