/**
 * Compiles every schema under schemas/ (and schemas/blocks/) into one strict Ajv instance. Shared
 * by codegen and the gate's fallback (gate-schemas.ts) so both compile exactly the same schemas.
 */
import { Ajv, type AnySchemaObject, type Options } from 'ajv';
import { ajvOptions, readSchemaFiles, REPO_SCHEMAS_DIR, type SchemaSet } from './schema-files';

export { ajvOptions, REPO_SCHEMAS_DIR };
export type { LoadedSchema, SchemaSet } from './schema-files';

/** A schema set compiled here, with its Ajv instance (codegen writes standalone code from it). */
export interface CompiledSchemaSet extends SchemaSet {
  ajv: Ajv;
}

/** Loads and compiles every schema; a broken schema throws with its file name. */
export function loadSchemaSet(
  schemasDir = REPO_SCHEMAS_DIR,
  extra: Options = {},
  transform: (schema: AnySchemaObject) => AnySchemaObject = (schema) => schema,
): CompiledSchemaSet {
  const ajv = new Ajv(ajvOptions(extra));
  const { list, ...files } = readSchemaFiles(schemasDir);
  for (const loaded of list) {
    try {
      ajv.addSchema(transform(loaded.schema), loaded.id);
    } catch (error) {
      throw new Error(`${loaded.file}: ${(error as Error).message}`);
    }
  }
  for (const loaded of list) {
    try {
      ajv.getSchema(loaded.id);
    } catch (error) {
      throw new Error(`${loaded.file}: ${(error as Error).message}`);
    }
  }
  const validator = (name: string) => {
    const loaded = files.schemas.get(name);
    return loaded ? ajv.getSchema(loaded.id) : undefined;
  };
  return { ...files, ajv, validator };
}
