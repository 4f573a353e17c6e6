/**
 * `npm run codegen [-- --check]`. Two kinds of output:
 * - committed: the content types (src/content/generated/types/, one per schema). Without --check
 *   they are written; with --check nothing of them is written and the exit status is 1 when any
 *   is stale, missing or left over (`npm run codegen:check`, the drift check).
 * - committed: the editor schemas (schemas/editor/, see codegen/editor-schemas.ts) and the list
 *   of rich-text blocks (src/routes/generated/, see codegen/block-traits.ts), checked the same way.
 * - built, never committed (.gitignore): the precompiled validators (see content-codegen.ts) in
 *   src/content/generated/, and whatever every scripts/codegen-*.ts module writes (each
 *   default-exports `async ({ check }) => void`). They are build output, so both modes write
 *   them: a fresh clone gets them from build, dev, typecheck or the unit tests' global setup.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routeFiles, ROUTES_GENERATED_DIR } from './codegen/block-traits';
import { compareGenerated } from './codegen/compare';
import { typeFiles, validatorFiles } from './codegen/content-codegen';
import { editorSchemaFiles } from './codegen/editor-schemas';

const scriptsDir = dirname(fileURLToPath(import.meta.url));
const root = join(scriptsDir, '..');
const outDir = join(root, 'src/content/generated');

/** Writes `expected` under `dir`, removing files there that are no longer generated. */
function writeAll(expected: Map<string, string>, dir: string, keep: (file: string) => boolean) {
  for (const file of compareGenerated(expected, dir).leftOver) {
    if (!keep(file)) rmSync(join(dir, file));
  }
  for (const [file, text] of expected) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

/** Writes the built (uncommitted) validator modules: content validators, then codegen-*.ts. */
export async function writeBuiltValidators(): Promise<void> {
  writeAll(validatorFiles(), outDir, (file) => file.startsWith('types/'));
  const modules = readdirSync(scriptsDir)
    .filter((f) => /^codegen-.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
    .sort();
  for (const file of modules) {
    const mod = (await import(pathToFileURL(join(scriptsDir, file)).href)) as {
      default: (options: { check: boolean }) => Promise<void>;
    };
    await mod.default({ check: false });
  }
}

async function main(check: boolean) {
  const committed: [string, Map<string, string>][] = [
    ['src/content/generated/types', await typeFiles()],
    ['schemas/editor', await editorSchemaFiles()],
    [ROUTES_GENERATED_DIR, await routeFiles()],
  ];
  const failures: string[] = [];
  for (const [rel, files] of committed) {
    const dir = join(root, rel);
    if (check) {
      const { stale, missing, leftOver } = compareGenerated(files, dir);
      for (const file of stale) failures.push(`stale: ${rel}/${file}`);
      for (const file of missing) failures.push(`missing: ${rel}/${file}`);
      for (const file of leftOver) failures.push(`left over: ${rel}/${file}`);
    } else {
      writeAll(files, dir, () => false);
    }
  }
  await writeBuiltValidators();
  if (failures.length > 0) {
    console.error(`codegen --check failed:\n  ${failures.join('\n  ')}`);
    console.error(
      'Run `npm run codegen` and commit the generated types, editor schemas and route lists.',
    );
    process.exit(1);
  }
  console.log(
    check
      ? 'codegen --check: generated types, editor schemas and route lists are up to date; validators built'
      : 'codegen: wrote the generated types, editor schemas and route lists, and built the validators',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv.includes('--check'));
}
