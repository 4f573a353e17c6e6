/** Ids must be unique within each list (FAQ sections, tiles, nav groups and items, blocks). */
import { isJsonObject, type JsonValue } from '../../src/lib/deep-merge';
import type { PlainError } from '../../src/content/schema-messages';
import { escapePointer } from './source-file';

/** Duplicate `id` values among the objects of every array in a value. */
export function duplicateIds(value: JsonValue, pointer = ''): (PlainError & { rule: string })[] {
  const errors: (PlainError & { rule: string })[] = [];
  if (Array.isArray(value)) {
    const seen = new Map<string, number>();
    value.forEach((item, i) => {
      if (isJsonObject(item) && typeof item.id === 'string') {
        const first = seen.get(item.id);
        if (first !== undefined) {
          errors.push({
            pointer: `${pointer}/${i}/id`,
            message: `duplicate id "${item.id}": ${pointer}/${first}/id has it too; change this one (item ${i} of the list) to an id of its own`,
            rule: 'duplicate-id',
          });
        } else seen.set(item.id, i);
      }
      errors.push(...duplicateIds(item, `${pointer}/${i}`));
    });
  } else if (isJsonObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      errors.push(...duplicateIds(child, `${pointer}/${escapePointer(key)}`));
    }
  }
  return errors;
}
