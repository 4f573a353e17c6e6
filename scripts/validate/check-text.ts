/** Checks inside text: placeholders from the fixed set, and catalogue messages that exist. */
import { isJsonObject, type JsonValue } from '../../src/lib/deep-merge';
import type { Problem } from './problem';
import { escapePointer, problemAt, type SourceFile } from './source-file';
import { suggest } from './suggest';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** Keys whose string value names a message of the error catalogue. */
const CATALOGUE_REF_KEYS = new Set(['catalogueMessage']);

/** Calls visit for every string in a JSON value with its pointer and the key that holds it. */
export function walkStrings(
  value: JsonValue,
  visit: (text: string, pointer: string, key: string | undefined) => void,
  pointer = '',
  key?: string,
): void {
  if (typeof value === 'string') visit(value, pointer, key);
  else if (Array.isArray(value))
    value.forEach((v, i) => walkStrings(v, visit, `${pointer}/${i}`, key));
  else if (isJsonObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k !== '$schema') walkStrings(v, visit, `${pointer}/${escapePointer(k)}`, k);
    }
  }
}

/** Every `{word}` in the file's text must be one of the known placeholders. */
export function checkPlaceholders(file: SourceFile, known: Set<string>): Problem[] {
  const problems: Problem[] = [];
  walkStrings(file.parsed.value, (text, pointer) => {
    for (const match of text.matchAll(PLACEHOLDER)) {
      const name = match[1];
      if (known.has(name)) continue;
      const near = suggest(name, known);
      problems.push(
        problemAt(
          file,
          pointer,
          `unknown placeholder "{${name}}"; known placeholders are ${[...known].map((k) => `{${k}}`).join(', ')}`,
          'placeholder',
          near ? { suggestion: `{${near}}` } : {},
        ),
      );
    }
  });
  return problems;
}

/**
 * Values of `catalogueMessage` (the notice block's reference to the error catalogue) must be a
 * code of the catalogue's `codes` or a key of its `messages`.
 */
export function checkCatalogueRefs(file: SourceFile, catalogue: CatalogueNames): Problem[] {
  const problems: Problem[] = [];
  const known = [...catalogue.codes, ...catalogue.messages];
  walkStrings(file.parsed.value, (text, pointer, key) => {
    if (key === undefined || !CATALOGUE_REF_KEYS.has(key)) return;
    if (catalogue.codes.has(text) || catalogue.messages.has(text)) return;
    const near = suggest(text, known);
    problems.push(
      problemAt(
        file,
        pointer,
        `catalogue message "${text}" is not in content/error-catalogue.json: use a code of "codes" or a key of "messages"`,
        'catalogue-ref',
        near ? { suggestion: near } : {},
      ),
    );
  });
  return problems;
}

/** The names content may use to refer to the error catalogue. */
export interface CatalogueNames {
  codes: Set<string>;
  messages: Set<string>;
}

/** The codes and message keys of a parsed error catalogue (empty sets for anything else). */
export function catalogueNames(value: JsonValue | undefined): CatalogueNames {
  const keys = (v: JsonValue | undefined) => new Set(isJsonObject(v) ? Object.keys(v) : []);
  return isJsonObject(value)
    ? { codes: keys(value.codes), messages: keys(value.messages) }
    : { codes: new Set(), messages: new Set() };
}
