/**
 * Loads every schema under schemas/ (and schemas/blocks/) into one strict Ajv instance. Shared by
 * the validator and codegen so both compile exactly the same schemas.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchemaObject, type Options } from 'ajv';

/** The repository's schemas folder (fixtures are validated against it). */
export const REPO_SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../schemas');

/** One schema as loaded: its name ('faq', 'blocks/richText'), $id and body. */
export interface LoadedSchema {
  name: string;
  id: string;
  file: string;
  schema: AnySchemaObject;
}

/** The schemas, the registered block types and aliases, and the placeholder set. */
export interface SchemaSet {
  ajv: Ajv;
  schemas: Map<string, LoadedSchema>;
  blockTypes: Set<string>;
  blockAliases: Record<string, string>;
  placeholders: Set<string>;
  /** Placeholders a component fills at run time, allowed only in content of one kind. */
  runtimePlaceholders: Record<string, string[]>;
}

function readSchemaDir(dir: string, prefix: string): LoadedSchema[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      const schema = JSON.parse(readFileSync(file, 'utf8')) as AnySchemaObject;
      const name = prefix + f.slice(0, -'.schema.json'.length);
      return { name, id: String(schema.$id ?? ''), file, schema };
    });
}

/** Ajv options of the QA gate: strict, every error, with the schema at hand for suggestions. */
export function ajvOptions(extra: Options = {}): Options {
  return { strict: true, strictRequired: false, allErrors: true, verbose: true, ...extra };
}

/** Loads and compiles every schema; a broken schema throws with its file name. */
export function loadSchemaSet(
  schemasDir = REPO_SCHEMAS_DIR,
  extra: Options = {},
  transform: (schema: AnySchemaObject) => AnySchemaObject = (schema) => schema,
): SchemaSet {
  const ajv = new Ajv(ajvOptions(extra));
  const list = [
    ...readSchemaDir(schemasDir, ''),
    ...readSchemaDir(join(schemasDir, 'blocks'), 'blocks/'),
  ];
  const schemas = new Map<string, LoadedSchema>();
  for (const loaded of list) {
    try {
      ajv.addSchema(transform(loaded.schema), loaded.id);
    } catch (error) {
      throw new Error(`${loaded.file}: ${(error as Error).message}`);
    }
    schemas.set(loaded.name, loaded);
  }
  for (const loaded of list) {
    try {
      ajv.getSchema(loaded.id);
    } catch (error) {
      throw new Error(`${loaded.file}: ${(error as Error).message}`);
    }
  }
  const blockTypes = new Set(
    list.filter((s) => s.name.startsWith('blocks/')).map((s) => s.name.slice('blocks/'.length)),
  );
  const aliasFile = join(schemasDir, 'block-aliases.json');
  const blockAliases = existsSync(aliasFile)
    ? (JSON.parse(readFileSync(aliasFile, 'utf8')) as Record<string, string>)
    : {};
  const placeholderFile = join(schemasDir, 'placeholders.json');
  const placeholderSpec = existsSync(placeholderFile)
    ? (JSON.parse(readFileSync(placeholderFile, 'utf8')) as {
        placeholders: string[];
        runtimeByKind?: Record<string, string[]>;
      })
    : { placeholders: [] };
  const placeholders = new Set(placeholderSpec.placeholders);
  const runtimePlaceholders = placeholderSpec.runtimeByKind ?? {};
  return { ajv, schemas, blockTypes, blockAliases, placeholders, runtimePlaceholders };
}
