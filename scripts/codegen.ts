/**
 * `npm run codegen [-- --check]`: content types and precompiled validators (one module per schema,
 * plus a loader map and static maps; see content-codegen.ts) into
 * src/content/generated/, then every scripts/codegen-*.ts module (each default-exports
 * `async ({ check }) => void` and throws when its files are stale). With --check nothing is
 * written and the exit status is 1 when any generated file is stale, missing or left over.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareGenerated } from './codegen/compare';
import { typeFiles, validatorFiles } from './codegen/content-codegen';

const scriptsDir = dirname(fileURLToPath(import.meta.url));
const root = join(scriptsDir, '..');
const outDir = join(root, 'src/content/generated');
const check = process.argv.includes('--check');

const expected = new Map<string, string>(validatorFiles());
for (const [file, text] of await typeFiles()) expected.set(`types/${file}`, text);

const { stale, missing, leftOver } = compareGenerated(expected, outDir);
const failures: string[] = [];

if (check) {
  for (const file of stale) failures.push(`stale: src/content/generated/${file}`);
  for (const file of missing) failures.push(`missing: src/content/generated/${file}`);
  for (const file of leftOver) failures.push(`left over: src/content/generated/${file}`);
} else {
  for (const file of leftOver) rmSync(join(outDir, file));
  for (const [file, text] of expected) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
  console.log(`codegen: wrote ${expected.size} files to src/content/generated/`);
}

const modules = readdirSync(scriptsDir)
  .filter((f) => /^codegen-.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
  .sort();
for (const file of modules) {
  const mod = (await import(pathToFileURL(join(scriptsDir, file)).href)) as {
    default: (options: { check: boolean }) => Promise<void>;
  };
  try {
    await mod.default({ check });
    if (!check) console.log(`codegen: ran scripts/${file}`);
  } catch (error) {
    failures.push(`scripts/${file}: ${(error as Error).message}`);
  }
}

if (failures.length > 0) {
  console.error(`codegen${check ? ' --check' : ''} failed:\n  ${failures.join('\n  ')}`);
  if (check) console.error('Run `npm run codegen` and commit the generated files.');
  process.exit(1);
}
if (check) console.log('codegen --check: generated files are up to date');
