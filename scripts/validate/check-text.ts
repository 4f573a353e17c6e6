/** Checks inside text: placeholders from the fixed set, and error codes that exist. */
import { isJsonObject, type JsonValue } from '../../src/lib/deep-merge';
import type { Problem } from './problem';
import { escapePointer, problemAt, type SourceFile } from './source-file';
import { suggest } from './suggest';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const ERROR_CODE_KEYS = new Set(['errorCode', 'errorCodes']);

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

/** Values of errorCode / errorCodes keys must be codes of the error catalogue. */
export function checkErrorCodes(file: SourceFile, codes: Set<string>): Problem[] {
  const problems: Problem[] = [];
  walkStrings(file.parsed.value, (text, pointer, key) => {
    if (key === undefined || !ERROR_CODE_KEYS.has(key) || codes.has(text)) return;
    const near = suggest(text, codes);
    problems.push(
      problemAt(
        file,
        pointer,
        `error code "${text}" is not in content/error-catalogue.json`,
        'error-code',
        near ? { suggestion: near } : {},
      ),
    );
  });
  return problems;
}
