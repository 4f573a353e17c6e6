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
import type { JsonValue } from '../src/lib/deep-merge';
import { PARSE_ERROR_REASONS, positionAt, type SourcePosition } from '../src/lib/json-text.ts';
import { escapePointer, pointerSegments } from '../src/content/json-pointer.ts';

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

/** A byte-order mark some Windows editors write at the start of a UTF-8 file. */
const BOM = '\uFEFF';

/**
 * Parses strictly; throws ContentParseError naming the first problem. A leading byte-order mark
 * is accepted and dropped (as browsers do when they decode JSON), so positions stay those an
 * editor shows and nothing reading content trips over it.
 */
export function parseJsonSource(file: string, source: string): ParsedJson {
  const text = source.startsWith(BOM) ? source.slice(BOM.length) : source;
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

/** A located value: where it starts and where it ends. */
export interface SourceRange extends SourcePosition {
  endLine: number;
  endColumn: number;
}

/** A key written twice in one object: the later one silently replaces the earlier one. */
export interface DuplicateKey {
  key: string;
  /** Pointer of the object holding the key. */
  pointer: string;
  first: SourcePosition;
  again: SourceRange;
}

/** Every key written more than once in the same object, in document order. */
export function duplicateKeys(parsed: ParsedJson): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const walk = (node: Node, pointer: string) => {
    if (node.type === 'object') {
      const seen = new Map<string, Node>();
      for (const prop of node.children ?? []) {
        const keyNode = prop.children?.[0];
        if (!keyNode) continue;
        const key = String(keyNode.value);
        const first = seen.get(key);
        if (first) {
          const end = positionAt(parsed.text, keyNode.offset + keyNode.length);
          found.push({
            key,
            pointer,
            first: positionAt(parsed.text, first.offset),
            again: {
              ...positionAt(parsed.text, keyNode.offset),
              endLine: end.line,
              endColumn: end.column,
            },
          });
        } else seen.set(key, keyNode);
        const value = prop.children?.[1];
        if (value) walk(value, `${pointer}/${escapePointer(key)}`);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, i) => walk(child, `${pointer}/${i}`));
    }
  };
  walk(parsed.tree, '');
  return found;
}

/** Start and end of what `locatePointer` finds (the whole property when it has a key). */
export function locateRange(
  parsed: ParsedJson,
  pointer: string,
  key?: string,
  offset?: number,
): SourceRange {
  if (offset !== undefined) {
    const at = characterOffset(parsed, pointer, offset);
    if (at !== undefined) {
      const start = positionAt(parsed.text, at.start);
      const end = positionAt(parsed.text, at.end);
      return { ...start, endLine: end.line, endColumn: end.column };
    }
  }
  const node = locatedNode(parsed, pointer, key);
  if (!node) return { line: 1, column: 1, endLine: 1, endColumn: 1 };
  const start = positionAt(parsed.text, node.offset);
  const end = positionAt(parsed.text, node.offset + node.length);
  return { ...start, endLine: end.line, endColumn: end.column };
}

/**
 * Where character `offset` of the string value at `pointer` is in the file's text, escapes
 * (`\\n`, `\\u043e`) counted as the one character they stand for.
 */
function characterOffset(
  parsed: ParsedJson,
  pointer: string,
  offset: number,
): { start: number; end: number } | undefined {
  const node = findNodeAtLocation(parsed.tree, pointerSegments(pointer));
  if (node?.type !== 'string') return undefined;
  let raw = node.offset + 1;
  for (let seen = 0; seen < offset && raw < node.offset + node.length - 1; seen += 1) {
    // A surrogate pair counts as two characters, as JavaScript counts a string's length.
    raw += parsed.text[raw] === '\\' ? (parsed.text[raw + 1] === 'u' ? 6 : 2) : 1;
  }
  const width = parsed.text[raw] === '\\' ? (parsed.text[raw + 1] === 'u' ? 6 : 2) : 1;
  return { start: raw, end: raw + width };
}

function locatedNode(parsed: ParsedJson, pointer: string, key?: string): Node | undefined {
  const segments = pointerSegments(pointer);
  if (key !== undefined) {
    const parent = findNodeAtLocation(parsed.tree, segments);
    const prop = parent?.children?.find((c) => c.children?.[0]?.value === key);
    if (prop) return prop;
  }
  for (let n = segments.length; n >= 0; n -= 1) {
    const node = findNodeAtLocation(parsed.tree, segments.slice(0, n));
    if (node) return node.parent?.type === 'property' ? node.parent : node;
  }
  return undefined;
}

/**
 * Where a pointer is in the file; walks up to the nearest existing parent when the pointer
 * names something missing. With `key`, points at the property name rather than its value.
 */
export function locatePointer(parsed: ParsedJson, pointer: string, key?: string): SourcePosition {
  const { line, column } = locateRange(parsed, pointer, key);
  return { line, column };
}
