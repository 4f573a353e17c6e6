/** Checks inside text: placeholders from the fixed set, and catalogue messages that exist. */
import { unknownPlaceholders, walkStrings } from '../../src/content/placeholder-scan';
import { placeholderProblems } from '../../src/content/schema-messages';
import { isJsonObject, type JsonValue } from '../../src/lib/deep-merge';
import { suggest } from '../../src/lib/suggest';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

/** Keys whose string value names a message of the error catalogue. */
const CATALOGUE_REF_KEYS = new Set(['catalogueMessage']);

/** Every `{word}` in the file's text must be one of the known placeholders. */
export function checkPlaceholders(file: SourceFile, known: Set<string>): Problem[] {
  const found = unknownPlaceholders(file.parsed.value, known);
  return placeholderProblems(found, known).map((p) =>
    problemAt(
      file,
      p.pointer ?? '',
      p.message,
      'placeholder',
      p.suggestion ? { suggestion: p.suggestion } : {},
    ),
  );
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
