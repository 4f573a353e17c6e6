/**
 * Reads JSON text strictly (no comments, no trailing commas) and maps JSON pointers back to
 * line and column, so every problem can be named where an editor would jump to it.
 */
import {
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { JsonValue } from '../../src/lib/deep-merge';
import { PARSE_ERROR_REASONS, positionAt, type SourcePosition } from '../../src/lib/json-text.ts';
import { pointerSegments } from '../../src/content/json-pointer.ts';

/** Thrown for a file that is not valid JSON; names the file and where it breaks. */
export class ContentParseError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly reason: string;
  constructor(file: string, position: SourcePosition, reason: string) {
    super(`${file}:${position.line}:${position.column}: ${reason}`);
    this.name = 'ContentParseError';
    this.file = file;
    this.line = position.line;
    this.column = position.column;
    this.reason = reason;
  }
}

/** A parsed file: its value and the tree that locates pointers. */
export interface ParsedJson {
  value: JsonValue;
  tree: Node;
  text: string;
}

/** Parses strictly; throws ContentParseError naming the first problem. */
export function parseJsonSource(file: string, text: string): ParsedJson {
  if (text.trim() === '') {
    throw new ContentParseError(file, { line: 1, column: 1 }, 'the file is empty');
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !tree) {
    const first = errors[0];
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    const offset = first ? first.offset : 0;
    throw new ContentParseError(file, positionAt(text, offset), PARSE_ERROR_REASONS[code] ?? code);
  }
  // JSON.parse after the strict tree parse: the tree proved the text is valid JSON.
  return { value: JSON.parse(text) as JsonValue, tree, text };
}

/**
 * Where a pointer is in the file; walks up to the nearest existing parent when the pointer
 * names something missing. With `key`, points at the property name rather than its value.
 */
export function locatePointer(parsed: ParsedJson, pointer: string, key?: string): SourcePosition {
  const segments = pointerSegments(pointer);
  if (key !== undefined) {
    const parent = findNodeAtLocation(parsed.tree, segments);
    const prop = parent?.children?.find((c) => c.children?.[0]?.value === key);
    if (prop) return positionAt(parsed.text, prop.offset);
  }
  for (let n = segments.length; n >= 0; n -= 1) {
    const node = findNodeAtLocation(parsed.tree, segments.slice(0, n));
    if (node) {
      const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
      return positionAt(parsed.text, at);
    }
  }
  return { line: 1, column: 1 };
}
