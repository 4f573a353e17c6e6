/**
 * Finds placeholders in content text that are not of the fixed set (schemas/placeholders.json).
 * Small, so the content loader can scan every answer; the words and "did you mean" suggestions
 * are schema-messages.ts's (the QA validator and the lazily loaded content diagnostics).
 */
import placeholderSpec from '../../schemas/placeholders.json';
import { escapePointer } from './json-pointer';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Calls visit for every string in a JSON value with its pointer and the key that holds it. */
export function walkStrings(
  value: unknown,
  visit: (text: string, pointer: string, key: string | undefined) => void,
  pointer = '',
  key?: string,
): void {
  if (typeof value === 'string') visit(value, pointer, key);
  else if (Array.isArray(value))
    value.forEach((v: unknown, i) => walkStrings(v, visit, `${pointer}/${i}`, key));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k !== '$schema') walkStrings(v, visit, `${pointer}/${escapePointer(k)}`, k);
    }
  }
}

/** The placeholders content of `kind` may use: the fixed set plus those filled at run time. */
export function knownPlaceholders(kind: string): Set<string> {
  const byKind = placeholderSpec.runtimeByKind as Record<string, string[] | undefined>;
  return new Set([...placeholderSpec.placeholders, ...(byKind[kind] ?? [])]);
}

/** One `{name}` in the text at `pointer` that is not a known placeholder. */
export interface UnknownPlaceholder {
  pointer: string;
  name: string;
}

/** Every unknown `{word}` in the value's text, in document order. */
export function unknownPlaceholders(
  value: unknown,
  known: ReadonlySet<string>,
): UnknownPlaceholder[] {
  const found: UnknownPlaceholder[] = [];
  walkStrings(value, (text, pointer) => {
    for (const match of text.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      if (!known.has(name)) found.push({ pointer, name });
    }
  });
  return found;
}
