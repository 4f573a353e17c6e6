/** Reads one file for validation, turning parse failures into located problems. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentParseError, parseJsonSource } from '../lib/json-source';
import type { Problem } from './problem';
import type { SourceFile } from './source-file';

/** The parsed file, or the problem that stopped it being read. */
export function readSource(root: string, rel: string): { file: SourceFile } | { problem: Problem } {
  try {
    const parsed = parseJsonSource(rel, readFileSync(join(root, rel), 'utf8'));
    return { file: { rel, parsed } };
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
