/** Reads one file for validation, turning parse failures into located problems. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapePointer } from '../../src/content/json-pointer';
import { ContentParseError, duplicateKeys, parseJsonSource } from '../json-source';
import type { Problem } from './problem';
import type { SourceFile } from './source-file';

/**
 * The parsed file with the problems of its text (keys written twice), or the one problem that
 * stopped it being read.
 */
export function readSource(
  root: string,
  rel: string,
): { file: SourceFile; problems: Problem[] } | { problem: Problem } {
  try {
    const parsed = parseJsonSource(rel, readFileSync(join(root, rel), 'utf8'));
    return { file: { rel, parsed }, problems: duplicateKeyProblems(rel, parsed) };
  } catch (error) {
    if (error instanceof ContentParseError) {
      return {
        problem: {
          file: rel,
          line: error.line,
          column: error.column,
          pointer: '',
          message: `not valid JSON: ${error.reason}`,
          rule: 'parse',
        },
      };
    }
    throw error;
  }
}

/** JSON lets a key appear twice and the last one silently wins: an editor must pick one. */
function duplicateKeyProblems(rel: string, parsed: SourceFile['parsed']): Problem[] {
  return duplicateKeys(parsed).map((d) => ({
    file: rel,
    ...d.again,
    pointer: `${d.pointer}/${escapePointer(d.key)}`,
    message: `key "${d.key}" is written twice in this object (first at line ${d.first.line}, column ${d.first.column}); only this last one is used: delete the one you do not mean`,
    rule: 'duplicate-key',
  }));
}
