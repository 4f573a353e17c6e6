/**
 * What `npm run codegen` writes for content: a TypeScript type per schema and precompiled
 * validators, one ES module per schema so the app loads only the ones it uses (see
 * validatorFiles). Computed in memory so `--check` can compare without writing.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { ALL_ERRORS_KEY_FILE } from '../../shared-node/validate/gate-schemas';
import { ALL_ERRORS_OPTIONS, schemaSetKey } from '../../shared-node/validate/schema-files';
import {
  loadSchemaSet,
  REPO_SCHEMAS_DIR,
  type CompiledSchemaSet,
} from '../../shared-node/validate/schema-set';
import { blockPropsFiles } from './block-traits';
import { GENERATED_HEADER as HEADER } from './generated-header';
import { requiresToImports } from './esm';
import { stripAnnotations } from './strip-annotations';
import { typeName } from './type-names';

/** A safe identifier for a schema name such as "screen-layout" or "blocks/richText". */
export function exportName(schemaName: string): string {
  return `validate_${schemaName.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

/** The module of one schema's validator, relative to src/content/generated/. */
export function validatorModulePath(schemaName: string): string {
  return `validators/${schemaName}.js`;
}

/** The schema set as the app's validators are compiled from it. */
function shippedSchemaSet(schemasDir: string): CompiledSchemaSet {
  // The shipped validators stop at the first error (the app reports one pointer) and keep refs as
  // functions, without annotations: about a quarter smaller than the QA gate's all-errors build.
  return loadSchemaSet(
    schemasDir,
    { code: { source: true, esm: true }, verbose: false, allErrors: false, inlineRefs: false },
    stripAnnotations,
  );
}

/**
 * The same schemas as the QA gate compiles them (every error, with the value and schema at hand,
 * annotations kept: a pattern error is worded with the field's description), for the app's report
 * of content that failed (src/content/content-diagnostics.ts, loaded only then), the editor
 * preview (src/render/preview/use-pasted.ts) and `npm run validate` (shared-node/validate/gate-schemas.ts,
 * when the key written beside them matches the schemas): one compiled set for all three.
 */
function diagnosticSchemaSet(schemasDir: string): CompiledSchemaSet {
  return loadSchemaSet(schemasDir, ALL_ERRORS_OPTIONS);
}

/** The module of one schema's every-error validator, relative to src/content/generated/. */
export function diagnosticModulePath(schemaName: string): string {
  return `validators-all-errors/${schemaName}.js`;
}

const ONE_DTS = `${HEADER}import type { ValidateFunction } from 'ajv';

/** The precompiled validator of this module's schema. */
export declare const validate: ValidateFunction;
`;

/** Types for the validators module (the .js file is not type-checked). */
export const VALIDATORS_DTS = `${HEADER}import type { ValidateFunction } from 'ajv';

/**
 * Every precompiled validator keyed by schema name: 'faq', 'screen-layout', 'blocks/richText'…
 * Imports every schema's module: for tests and tools, never for the app's eager chunks.
 */
export declare const validators: Record<string, ValidateFunction>;
`;

const LOADERS_DTS = `${HEADER}import type { ValidateFunction } from 'ajv';

/** A loader per schema name: each imports that schema's validator module on first use. */
export declare const validatorLoaders: Record<string, () => Promise<ValidateFunction>>;
`;

const ALL_ERRORS_LOADERS_DTS = `${HEADER}import type { ValidateFunction } from 'ajv';

/** A loader per schema of its every-error validator, for reports of failed content. */
export declare const allErrorsValidatorLoaders: Record<string, () => Promise<ValidateFunction>>;
`;

const ALL_ERRORS_DTS = `${HEADER}import type { ValidateFunction } from 'ajv';

/**
 * Every schema's every-error, verbose validator keyed by schema name ('faq', 'blocks/notice'…),
 * imported statically: for the editor preview, which qa/stage/prod builds do not have.
 */
export declare const allErrorsValidators: Record<string, ValidateFunction>;
`;

const BLOCKS_DTS = `${HEADER}import type { ValidateFunction } from 'ajv';

/** The block props validators, keyed 'blocks/<type>', for the renderer's synchronous check. */
export declare const blockValidators: Record<string, ValidateFunction>;
`;

/**
 * Every generated validator file, keyed by its path under src/content/generated/:
 * - `validators/<name>.js` (+ `.d.ts`): Ajv standalone code of one schema (with the schemas it
 *   refers to), exporting `validate`;
 * - `validator-loaders.js`: `validatorLoaders`, a dynamic import per content schema name, which
 *   fetchContent awaits for the kind it fetches, so each kind's code is its own lazy chunk. Block
 *   schemas have no loader: the block map below imports them statically, and a dynamic import of
 *   a module that is also imported statically moves nothing into a chunk of its own (Rolldown's
 *   INEFFECTIVE_DYNAMIC_IMPORT warning, once per block on every build);
 * - `block-validators.js`: `blockValidators`, the block props validators imported statically
 *   (the renderer checks props synchronously while rendering);
 * - `validators.js`: `validators`, every schema imported statically (tests, the editor preview);
 * - `validators-all-errors/<name>.js`, `all-errors-validator-loaders.js` and
 *   `all-errors-validators.js`: each schema compiled once as the QA gate compiles it (all errors,
 *   verbose), loaded lazily to report content that failed its shipped validator
 *   (src/content/content-diagnostics.ts) and statically by the editor preview and the QA gate;
 * - `all-errors-validators.key`: the key of the schema files the every-error set was compiled from
 *   (schemaSetKey), which the gate compares before using the set.
 * None of these files is committed: `npm run codegen` (run by build, dev, typecheck and the unit
 * tests' global setup) writes them.
 */
export function validatorFiles(schemasDir = REPO_SCHEMAS_DIR): Map<string, string> {
  const set = shippedSchemaSet(schemasDir);
  const names = [...set.schemas.keys()].sort();
  const files = new Map<string, string>();
  for (const name of names) {
    const code = requiresToImports(
      standaloneCode(set.ajv, { validate: set.schemas.get(name)!.id }),
    );
    const path = validatorModulePath(name);
    files.set(path, `${HEADER}${code}\n`);
    files.set(path.replace(/\.js$/, '.d.ts'), ONE_DTS);
  }
  const staticMap = (list: string[], exported: string, doc: string, path = validatorModulePath) => {
    const imports = list
      .map((n) => `import { validate as ${exportName(n)} } from './${path(n)}';`)
      .join('\n');
    const table = list.map((n) => `  ${JSON.stringify(n)}: ${exportName(n)},`).join('\n');
    return `${HEADER}${imports}\n\n/** ${doc} */\nexport const ${exported} = {\n${table}\n};\n`;
  };
  files.set(
    'validators.js',
    staticMap(names, 'validators', 'Every precompiled validator, keyed by schema name.'),
  );
  files.set('validators.d.ts', VALIDATORS_DTS);
  const blocks = names.filter((n) => n.startsWith('blocks/'));
  files.set(
    'block-validators.js',
    staticMap(blocks, 'blockValidators', 'The block props validators, keyed by schema name.'),
  );
  files.set('block-validators.d.ts', BLOCKS_DTS);
  const loaders = names
    .filter((n) => !blocks.includes(n))
    .map(
      (n) =>
        `  ${JSON.stringify(n)}: () => import('./${validatorModulePath(n)}').then((m) => m.validate),`,
    )
    .join('\n');
  files.set(
    'validator-loaders.js',
    `${HEADER}/** A loader per schema name; each schema's validator is its own lazy chunk. */\nexport const validatorLoaders = {\n${loaders}\n};\n`,
  );
  files.set('validator-loaders.d.ts', LOADERS_DTS);
  const diagnostic = diagnosticSchemaSet(schemasDir);
  for (const name of names) {
    const code = requiresToImports(
      standaloneCode(diagnostic.ajv, { validate: diagnostic.schemas.get(name)!.id }),
    );
    files.set(diagnosticModulePath(name), `${HEADER}${code}\n`);
    files.set(diagnosticModulePath(name).replace(/\.js$/, '.d.ts'), ONE_DTS);
  }
  const allErrorsLoaders = names
    .map(
      (n) =>
        `  ${JSON.stringify(n)}: () => import('./${diagnosticModulePath(n)}').then((m) => m.validate),`,
    )
    .join('\n');
  files.set(
    'all-errors-validator-loaders.js',
    `${HEADER}/** A loader per schema of its every-error validator (reports of failed content). */\nexport const allErrorsValidatorLoaders = {\n${allErrorsLoaders}\n};\n`,
  );
  files.set('all-errors-validator-loaders.d.ts', ALL_ERRORS_LOADERS_DTS);
  files.set(
    'all-errors-validators.js',
    staticMap(
      names,
      'allErrorsValidators',
      'Every every-error validator, keyed by schema name.',
      diagnosticModulePath,
    ),
  );
  files.set('all-errors-validators.d.ts', ALL_ERRORS_DTS);
  // Last, so a run cut short leaves no key naming modules it did not finish writing.
  // The key of the very files compiled above (the set's map keeps the order they were read in).
  const key = schemaSetKey([...diagnostic.schemas.values()], ALL_ERRORS_OPTIONS);
  files.set(ALL_ERRORS_KEY_FILE, `${key}\n`);
  return files;
}

/** One .ts file of types per schema, keyed by path under generated/types/. */
export async function typeFiles(schemasDir = REPO_SCHEMAS_DIR): Promise<Map<string, string>> {
  const set = loadSchemaSet(schemasDir);
  const files = new Map<string, string>();
  for (const [name, loaded] of [...set.schemas].sort(([a], [b]) => a.localeCompare(b))) {
    const ts = await compile(structuredClone(loaded.schema) as JSONSchema, typeName(name), {
      bannerComment: HEADER.trim(),
      additionalProperties: false,
      format: true,
      style: { singleQuote: true, printWidth: 100, trailingComma: 'all' },
      unreachableDefinitions: false,
      ignoreMinAndMaxItems: true,
    });
    files.set(`${name}.ts`, ts);
  }
  for (const [file, text] of blockPropsFiles(set.schemas)) files.set(file, text);
  return files;
}
