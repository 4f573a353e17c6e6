/**
 * Schemas for editors (schemas/editor/, committed; `codegen --check` fails when stale): the
 * content schemas with what the gate checks beyond them, written so VS Code flags it while typing.
 * - a screen's block `type` is one of the registered types, and its `props` follow that block's
 *   schema (schemas/editor/blocks/<type>.schema.json);
 * - `catalogueMessage` is a code or message key of content/error-catalogue.json;
 * - text uses only the known placeholders of its kind (schemas/placeholders.json);
 * - a pattern's error says what is allowed in words (`patternErrorMessage`, its description).
 * They carry no `$id`, so their relative `$ref`s resolve to the files next to them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { loadSchemaSet, REPO_SCHEMAS_DIR } from '../../shared-node/validate/schema-set';

type Schema = Record<string, unknown>;

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The content kind a schema's text belongs to, for its run-time placeholders. */
function kindOf(name: string): string {
  return name.startsWith('blocks/') ? 'screen-layout' : name;
}

/** A pattern that accepts any text whose `{word}`s are all in `known`. */
export function placeholderPattern(known: readonly string[]): string {
  const names = [...known].sort().join('|');
  // A `{word}` must be a known placeholder, also when a letter of it is a Greek, Cyrillic or
  // fullwidth look-alike (`{prоduct}`), which the app would print as typed.
  const word = '[A-Za-z_\\u0370-\\u03FF\\u0400-\\u052F\\uFF21-\\uFF5A][^{}\\s]*';
  return `^(?:[^{]|\\{(?!${word}\\})|\\{(?:${names})\\})*$`;
}

function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Adds the editor-only keywords to every sub-schema of `schema`. */
function enrich(schema: unknown, known: readonly string[], catalogue: readonly string[]): unknown {
  if (Array.isArray(schema)) return schema.map((s) => enrich(s, known, catalogue));
  if (!isObject(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$id') continue;
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([prop, sub]) => {
          if (prop === '$schema') return [prop, sub];
          const enriched = enrich(sub, known, catalogue);
          if (prop === 'catalogueMessage' && isObject(enriched)) {
            return [prop, { ...enriched, enum: [...catalogue] }];
          }
          return [prop, enriched];
        }),
      );
      continue;
    }
    out[key] = enrich(value, known, catalogue);
  }
  if (out.type === 'string' && out.enum === undefined && out.const === undefined) {
    if (typeof out.pattern === 'string') {
      if (typeof out.description === 'string') out.patternErrorMessage = out.description;
    } else if (out.format === undefined) {
      out.pattern = placeholderPattern(known);
      out.patternErrorMessage = `Unknown placeholder: text may use ${known.map((k) => `{${k}}`).join(', ')} (typed in Latin letters: a look-alike letter such as Cyrillic о makes a placeholder unknown).`;
    }
  }
  return JSON.parse(JSON.stringify(out)) as Schema;
}

/** The screen layout's block: its type from the registry, its props by type. */
function withBlockProps(schema: Schema, blockTypes: string[], aliases: Record<string, string>) {
  const definitions = schema.definitions as Schema;
  const block = definitions.block as Schema;
  const properties = block.properties as Schema;
  const type = properties.type as Schema;
  // Completion offers the registered types only; an alias still validates (old layouts use them)
  // and says which type it stands for.
  properties.type = {
    description: type.description,
    anyOf: [
      { enum: [...blockTypes].sort() },
      ...Object.keys(aliases)
        .sort()
        .map((alias) => ({
          const: alias,
          doNotSuggest: true,
          deprecationMessage: `"${alias}" is another name of the block type "${aliases[alias]}": write "${aliases[alias]}".`,
        })),
    ],
  };
  block.allOf = [...blockTypes, ...Object.keys(aliases)].sort().map((name) => ({
    if: { properties: { type: { const: name } }, required: ['type'] },
    then: {
      properties: { props: { $ref: `blocks/${aliases[name] ?? name}.schema.json` } },
    },
  }));
}

/** Every editor schema, keyed by path under schemas/editor/, formatted as prettier would. */
export async function editorSchemaFiles(
  schemasDir = REPO_SCHEMAS_DIR,
): Promise<Map<string, string>> {
  const set = loadSchemaSet(schemasDir);
  const catalogueFile = JSON.parse(
    readFileSync(join(REPO, 'content/error-catalogue.json'), 'utf8'),
  ) as { codes?: Schema; messages?: Schema };
  const catalogue = [
    ...Object.keys(catalogueFile.codes ?? {}),
    ...Object.keys(catalogueFile.messages ?? {}),
  ];
  const options = (await prettier.resolveConfig(join(REPO, 'schemas/editor/x.json'))) ?? {};
  const files = new Map<string, string>();
  for (const [name, loaded] of [...set.schemas].sort(([a], [b]) => a.localeCompare(b))) {
    const known = [...set.placeholders, ...(set.runtimePlaceholders[kindOf(name)] ?? [])];
    const schema = enrich(structuredClone(loaded.schema), known, catalogue) as Schema;
    if (name === 'screen-layout')
      withBlockProps(schema, [...set.blockTypes].sort(), set.blockAliases);
    const text = JSON.stringify({
      $comment: `Generated by npm run codegen from schemas/${name}.schema.json for editors (VS Code); do not edit.`,
      ...schema,
    });
    files.set(`${name}.schema.json`, await prettier.format(text, { ...options, parser: 'json' }));
  }
  return files;
}
