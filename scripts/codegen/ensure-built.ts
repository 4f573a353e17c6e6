/**
 * Vitest global setup, and the first step of the server's rebuilds (build-site.ts): the precompiled validators are build output, not committed, so a fresh
 * clone has none until something runs codegen. Writes them when any is missing; `npm test` and
 * `npm run typecheck` rebuild them every time, so a schema change is never tested against old ones.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One file of each built set: if any is missing, write them all. */
const MARKERS = [
  'src/content/generated/validators.js',
  'src/content/generated/all-errors-validators.js',
  // Written since the gate reads it; a tree built before then lacks it.
  'src/content/generated/all-errors-validators.key',
  'src/render/forms/generated',
];

/** True when every built set is there. */
export function validatorsBuilt(): boolean {
  return MARKERS.every((path) => existsSync(join(root, path)));
}

export default async function ensureBuiltValidators(): Promise<void> {
  if (validatorsBuilt()) return;
  const { writeBuiltValidators } = await import('../codegen');
  await writeBuiltValidators();
}

// `tsx scripts/codegen/ensure-built.ts`: the site build runs it in a process of its own, since the
// form codegen's modules change globals that the build's prerender then trips on.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await ensureBuiltValidators();
}
