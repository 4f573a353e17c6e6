/**
 * The schema files as the gate and codegen read them, without Ajv: their names, bodies and the
 * block, alias and placeholder lists, and the key that says which files a compiled set came from.
 * Kept apart from schema-set.ts so the gate can use precompiled validators without loading Ajv.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnySchemaObject, Options, ValidateFunction } from 'ajv';

/** The repository's schemas folder (fixtures are validated against it). */
export const REPO_SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../schemas');

/** One schema as loaded: its name ('faq', 'blocks/richText'), $id, file, body and raw text. */
export interface LoadedSchema {
  name: string;
  id: string;
  file: string;
  schema: AnySchemaObject;
  text: string;
}

/** The schema files of a folder and what the checks read beside them. */
export interface SchemaFiles {
  /** Every schema, sorted: the folder's own, then blocks/. */
  list: LoadedSchema[];
  schemas: Map<string, LoadedSchema>;
  blockTypes: Set<string>;
  blockAliases: Record<string, string>;
  placeholders: Set<string>;
  /** Placeholders a component fills at run time, allowed only in content of one kind. */
  runtimePlaceholders: Record<string, string[]>;
}

/** The schemas, the registered block types and aliases, the placeholders, and the validators. */
export interface SchemaSet extends Omit<SchemaFiles, 'list'> {
  /** The every-error validator of a schema name ('faq', 'blocks/richText'); undefined if none. */
  validator(name: string): ValidateFunction | undefined;
}

function readSchemaDir(dir: string, prefix: string): LoadedSchema[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      const text = readFileSync(file, 'utf8');
      const schema = JSON.parse(text) as AnySchemaObject;
      const name = prefix + f.slice(0, -'.schema.json'.length);
      return { name, id: String(schema.$id ?? ''), file, schema, text };
    });
}

/** Reads the schemas under schemasDir (and its blocks/), the block aliases and placeholders. */
export function readSchemaFiles(schemasDir = REPO_SCHEMAS_DIR): SchemaFiles {
  const list = [
    ...readSchemaDir(schemasDir, ''),
    ...readSchemaDir(join(schemasDir, 'blocks'), 'blocks/'),
  ];
  const schemas = new Map(list.map((loaded) => [loaded.name, loaded]));
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
  return {
    list,
    schemas,
    blockTypes,
    blockAliases,
    placeholders: new Set(placeholderSpec.placeholders),
    runtimePlaceholders: placeholderSpec.runtimeByKind ?? {},
  };
}

/** Ajv options of the QA gate: strict, every error, with the schema at hand for suggestions. */
export function ajvOptions(extra: Options = {}): Options {
  return { strict: true, strictRequired: false, allErrors: true, verbose: true, ...extra };
}

/**
 * How codegen compiles the every-error set (src/content/generated/validators-all-errors/): the
 * gate's options as standalone ES modules, each schema referring to others as functions.
 */
export const ALL_ERRORS_OPTIONS: Options = ajvOptions({
  code: { source: true, esm: true },
  inlineRefs: false,
});

function ajvVersion(): string {
  const require = createRequire(import.meta.url);
  return (
    JSON.parse(readFileSync(require.resolve('ajv/package.json'), 'utf8')) as { version: string }
  ).version;
}

/**
 * What a set compiled with `options` from these schema files is keyed by: a hash of the files'
 * names and bytes, the options and Ajv's version. Equal keys mean the same validators.
 */
export function schemaSetKey(list: readonly LoadedSchema[], options: Options): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ ajv: ajvVersion(), options }));
  for (const loaded of list) hash.update(`\0${loaded.name}\0${loaded.text}`);
  return hash.digest('hex');
}
