/**
 * Placeholders from the fixed set in a file's text (banners'; content files take the shared
 * checks of src/content/content-checks.ts, which word them the same).
 */
import { unknownPlaceholders } from '../../src/content/placeholder-scan';
import { placeholderProblems } from '../../src/content/schema-messages';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

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
