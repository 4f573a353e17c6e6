/**
 * Screen layout checks beyond the schema: registered block types, block props, content refs, and
 * the layout's groups and facts (group-checks).
 */
import { isJsonObject } from '../lib/deep-merge';
import { blockSchemaId } from './block-schema-id';
import { suggest } from '../lib/suggest';
import type { CheckContext, ContentCheck } from './content-checks';
import { checkGroups } from './group-checks';
import { schemaErrors } from './schema-messages';

/** The block type after aliases, or undefined when it is not registered. */
export function resolveBlockType(
  type: string,
  ctx: Pick<CheckContext, 'blockTypes' | 'blockAliases'>,
): string | undefined {
  if (ctx.blockTypes.has(type)) return type;
  const alias = Object.hasOwn(ctx.blockAliases, type) ? ctx.blockAliases[type] : undefined;
  return alias !== undefined && ctx.blockTypes.has(alias) ? alias : undefined;
}

/** Checks every block of a screen layout value. */
export function checkScreen(value: unknown, ctx: CheckContext): ContentCheck[] {
  if (!isJsonObject(value) || !Array.isArray(value.blocks)) return [];
  const errors: ContentCheck[] = [];
  value.blocks.forEach((block, i) => {
    if (!isJsonObject(block)) return;
    const at = `/blocks/${i}`;
    const paths = ctx.contentPaths;
    if (paths && typeof block.data === 'string' && block.data.startsWith('content:')) {
      const path = block.data.slice('content:'.length);
      if (!paths.has(path)) {
        const near = suggest(path, paths);
        errors.push({
          pointer: `${at}/data`,
          message: `data source names content "${path}", but content/${path}.json does not exist`,
          rule: 'content-ref',
          ...(near ? { suggestion: `content:${near}` } : {}),
        });
      }
    }
    if (typeof block.type !== 'string') return;
    const type = resolveBlockType(block.type, ctx);
    if (type === undefined) {
      const near = suggest(block.type, [...ctx.blockTypes, ...Object.keys(ctx.blockAliases)]);
      errors.push({
        pointer: `${at}/type`,
        message: `unknown block type "${block.type}"; registered types are the files in schemas/blocks/`,
        rule: 'block-type',
        ...(near ? { suggestion: near } : {}),
      });
      return;
    }
    for (const e of schemaErrors(ctx.validator(blockSchemaId(type)), block.props ?? {})) {
      errors.push({ ...e, pointer: `${at}/props${e.pointer}`, rule: 'block-props' });
    }
  });
  return [...errors, ...checkGroups(value)];
}
