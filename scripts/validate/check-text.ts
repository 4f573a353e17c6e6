/** Checks inside text: placeholders from the fixed set, and error codes that exist. */
import { unknownPlaceholders, walkStrings } from '../../src/content/placeholder-scan';
import { placeholderProblems } from '../../src/content/schema-messages';
import { suggest } from '../../src/lib/suggest';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

const ERROR_CODE_KEYS = new Set(['errorCode', 'errorCodes']);

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
