/** Screen layout checks beyond the schema: registered block types, block props, content refs. */
import { isJsonObject, type JsonValue } from '../../src/lib/deep-merge';
import { plainErrors, type PlainError } from '../../src/content/schema-messages';
import type { SchemaSet } from './schema-set';
import { suggest } from '../../src/lib/suggest';

/** A problem in a screen, not yet tied to a file (overrides decide who owns the pointer). */
export type ScreenError = PlainError & { rule: string };

/** The block type after aliases, or undefined when it is not registered. */
export function resolveBlockType(type: string, set: SchemaSet): string | undefined {
  if (set.blockTypes.has(type)) return type;
  const alias = Object.hasOwn(set.blockAliases, type) ? set.blockAliases[type] : undefined;
  return alias !== undefined && set.blockTypes.has(alias) ? alias : undefined;
}

/** Checks every block of a screen layout value; `contentPaths` are the default content paths. */
export function checkScreen(
  value: JsonValue,
  set: SchemaSet,
  contentPaths: Set<string>,
): ScreenError[] {
  if (!isJsonObject(value) || !Array.isArray(value.blocks)) return [];
  const errors: ScreenError[] = [];
  value.blocks.forEach((block, i) => {
    if (!isJsonObject(block)) return;
    const at = `/blocks/${i}`;
    if (typeof block.data === 'string' && block.data.startsWith('content:')) {
      const path = block.data.slice('content:'.length);
      if (!contentPaths.has(path)) {
        const near = suggest(path, contentPaths);
        errors.push({
          pointer: `${at}/data`,
          message: `data source names content "${path}", but content/${path}.json does not exist`,
          rule: 'content-ref',
          ...(near ? { suggestion: `content:${near}` } : {}),
        });
      }
    }
    if (typeof block.type !== 'string') return;
    const type = resolveBlockType(block.type, set);
    if (type === undefined) {
      const near = suggest(block.type, [...set.blockTypes, ...Object.keys(set.blockAliases)]);
      errors.push({
        pointer: `${at}/type`,
        message: `unknown block type "${block.type}"; registered types are the files in schemas/blocks/`,
        rule: 'block-type',
        ...(near ? { suggestion: near } : {}),
      });
      return;
    }
    const validate = set.ajv.getSchema(set.schemas.get(`blocks/${type}`)?.id ?? '');
    const props = block.props ?? {};
    if (validate && !validate(props)) {
      for (const e of plainErrors(validate.errors)) {
        errors.push({ ...e, pointer: `${at}/props${e.pointer}`, rule: 'block-props' });
      }
    }
  });
  return errors;
}
