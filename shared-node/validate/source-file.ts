/** A parsed file plus helpers to raise problems located in it. */
import { pointerSegments } from '../../src/content/json-pointer';
import { locateRange, type ParsedJson } from '../json-source';
import { findNodeAtLocation } from 'jsonc-parser';
import type { Problem, Severity } from './problem';
import { escapePointer, type ProblemDetail } from '../../src/content/schema-messages';

// Shared with the app's runtime content report (src/content/schema-messages.ts).
export { escapePointer, type ProblemDetail };

/** A file read for validation: its path relative to the root and its parsed JSON. */
export interface SourceFile {
  rel: string;
  parsed: ParsedJson;
}

/** A problem located at a pointer (or a key under it) in a file. */
export function problemAt(
  file: SourceFile,
  pointer: string,
  message: string,
  rule: string,
  detail: ProblemDetail & { severity?: Severity } = {},
): Problem {
  const { line, column, endLine, endColumn } = locateRange(
    file.parsed,
    pointer,
    detail.key,
    detail.offset,
  );
  const fullPointer =
    detail.key === undefined ? pointer : `${pointer}/${escapePointer(detail.key)}`;
  return {
    file: file.rel,
    line,
    column,
    endLine,
    endColumn,
    pointer: fullPointer,
    message,
    rule,
    ...(detail.suggestion === undefined ? {} : { suggestion: detail.suggestion }),
    ...(detail.severity === 'warning' ? { severity: 'warning' as const } : {}),
  };
}

/** True when the file holds a value at the pointer (used to decide who owns a merged problem). */
export function hasPointer(file: SourceFile, pointer: string): boolean {
  return findNodeAtLocation(file.parsed.tree, pointerSegments(pointer)) !== undefined;
}
