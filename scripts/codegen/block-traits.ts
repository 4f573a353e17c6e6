/**
 * What codegen reads off the block schemas (schemas/blocks/<type>.schema.json) beside the props
 * type of each, committed and checked by `codegen --check` like the types:
 * - src/content/generated/types/block-props-by-type.ts: which props type a block type has;
 * - src/routes/generated/rich-text-blocks.ts: which blocks render rich text, for routeNeeds (in
 *   src/routes, which imports no content module, so the list is written there).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import {
  readSchemaFiles,
  REPO_SCHEMAS_DIR,
  type LoadedSchema,
} from '../../shared-node/validate/schema-files';
import { GENERATED_HEADER } from './generated-header';
import { typeName } from './type-names';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The file under src/content/generated/types/ that maps each block type to its props type. */
export const BLOCK_PROPS_FILE = 'block-props-by-type.ts';

/** The folder of src/routes that codegen writes (committed). */
export const ROUTES_GENERATED_DIR = 'src/routes/generated';

/** The file under ROUTES_GENERATED_DIR that lists the block types rendering rich text. */
export const RICH_TEXT_BLOCKS_FILE = 'rich-text-blocks.ts';

/** The media type a schema gives a string that holds editor HTML (rendered by the rich-text stack). */
export const HTML_MEDIA_TYPE = 'text/html';

/** Whether any sub-schema of `schema` is a string marked `contentMediaType: "text/html"`. */
export function holdsHtml(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if (Array.isArray(schema)) return schema.some(holdsHtml);
  const node = schema as Record<string, unknown>;
  if (node.contentMediaType === HTML_MEDIA_TYPE) return true;
  return Object.values(node).some(holdsHtml);
}

/** The block types (schema names under blocks/, without the folder), sorted. */
function blockTypes(schemas: ReadonlyMap<string, LoadedSchema>): string[] {
  return [...schemas.keys()]
    .filter((n) => n.startsWith('blocks/'))
    .map((n) => n.slice('blocks/'.length))
    .sort((a, b) => a.localeCompare(b));
}

/**
 * `BlockPropsByType`: each block type to the type generated from its schema, so `defineBlock`
 * gives each block's `toProps` its schema's type and no block writes its props a second time.
 */
export function blockPropsByType(types: readonly string[]): string {
  const imports = types
    .map((t) => `import type { ${typeName(`blocks/${t}`)} } from './blocks/${t}';`)
    .join('\n');
  const entries = types.map((t) => `  ${t}: ${typeName(`blocks/${t}`)};`).join('\n');
  return `${GENERATED_HEADER}${imports}

/** Each block type's props, as its schema (schemas/blocks/<type>.schema.json) defines them. */
export interface BlockPropsByType {
${entries}
}

/** A block type the renderer registers: one per schema under schemas/blocks/. */
export type BlockType = keyof BlockPropsByType;
`;
}

/**
 * `RICH_TEXT_BLOCK_TYPES`: the blocks whose schema marks a field as HTML. They render it with the
 * lazy rich-text stack, so routeNeeds counts that stack as code of a route whose layout has one,
 * and each of them prepares it (src/render/rich-text/rich-html.test.tsx checks both agree).
 */
export function richTextBlocks(types: readonly string[]): string {
  const list = types.map((t) => `  '${t}',`).join('\n');
  return `${GENERATED_HEADER}
/** The block types whose schema has a field with \`contentMediaType: "${HTML_MEDIA_TYPE}"\`. */
export const RICH_TEXT_BLOCK_TYPES: readonly string[] = [
${list}
];
`;
}

/** The props map, keyed by path under src/content/generated/types/. */
export function blockPropsFiles(schemas: ReadonlyMap<string, LoadedSchema>): Map<string, string> {
  return new Map([[BLOCK_PROPS_FILE, blockPropsByType(blockTypes(schemas))]]);
}

/** The rich-text block list, keyed by path under ROUTES_GENERATED_DIR, formatted by prettier. */
export async function routeFiles(schemasDir = REPO_SCHEMAS_DIR): Promise<Map<string, string>> {
  const { schemas } = readSchemaFiles(schemasDir);
  const rich = blockTypes(schemas).filter((t) => holdsHtml(schemas.get(`blocks/${t}`)?.schema));
  const file = join(ROUTES_GENERATED_DIR, RICH_TEXT_BLOCKS_FILE);
  const options = (await prettier.resolveConfig(join(REPO, file))) ?? {};
  const text = await prettier.format(richTextBlocks(rich), { ...options, filepath: file });
  return new Map([[RICH_TEXT_BLOCKS_FILE, text]]);
}
