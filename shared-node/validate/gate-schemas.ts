/**
 * The schema set `npm run validate` runs with. Compiling every schema with Ajv is most of the
 * gate's time, and `npm run codegen` already writes each schema compiled with the gate's options
 * (src/content/generated/validators-all-errors/). Those modules are used when the key codegen
 * wrote beside them matches the schema files being checked (a hash of their bytes, the options
 * and Ajv's version); otherwise, say after an editor changed a schema and codegen has not run, the
 * schemas are compiled here as before. Stale validators are never used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import {
  ALL_ERRORS_OPTIONS,
  readSchemaFiles,
  REPO_SCHEMAS_DIR,
  schemaSetKey,
  type SchemaSet,
} from './schema-files';

/** Where codegen writes the validators (src/content/generated). */
export const GENERATED_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/content/generated',
);

/** The file beside the every-error set naming the schema files it was compiled from. */
export const ALL_ERRORS_KEY_FILE = 'all-errors-validators.key';

/** A gate schema set and where its validators came from. */
export interface GateSchemaSet extends SchemaSet {
  origin: 'precompiled' | 'compiled';
}

function readKey(generatedDir: string): string | undefined {
  const file = join(generatedDir, ALL_ERRORS_KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * The schemas under schemasDir with their every-error validators: codegen's when they were
 * compiled from exactly these files, else compiled now (a broken schema throws with its file).
 */
export async function gateSchemaSet(
  schemasDir = REPO_SCHEMAS_DIR,
  generatedDir = GENERATED_DIR,
): Promise<GateSchemaSet> {
  const { list, ...files } = readSchemaFiles(schemasDir);
  if (readKey(generatedDir) === schemaSetKey(list, ALL_ERRORS_OPTIONS)) {
    const url = pathToFileURL(join(generatedDir, 'all-errors-validators.js')).href;
    const { allErrorsValidators } = (await import(url)) as {
      allErrorsValidators: Record<string, ValidateFunction>;
    };
    const validator = (name: string) =>
      files.schemas.has(name) && Object.hasOwn(allErrorsValidators, name)
        ? allErrorsValidators[name]
        : undefined;
    return { ...files, validator, origin: 'precompiled' };
  }
  const { loadSchemaSet } = await import('./schema-set');
  return { ...loadSchemaSet(schemasDir), origin: 'compiled' };
}
