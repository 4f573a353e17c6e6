/**
 * The editor's pasted text as JSON, with the line of every JSON pointer, so each problem can be
 * shown beside the line it is about. jsonc-parser (strict: no comments, no trailing commas) gives
 * the positions; it ships only in the preview's development chunk.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { PARSE_ERROR_REASONS, positionAt } from '../../lib/json-text';
import { pointerSegments } from '../../content/json-pointer';

/** The pasted text parsed: its value and a way to find lines, or where it stops being JSON. */
export type PastedJson =
  | { ok: true; value: unknown; lineOf: (pointer: string) => number }
  | { ok: false; line: number; column: number; reason: string };

/** Parses strictly; a problem comes back with its line, column and plain reason. */
export function parsePasted(text: string): PastedJson {
  if (text.trim() === '') return { ok: false, line: 1, column: 1, reason: 'the text is empty' };
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !tree) {
    const first = errors[0];
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    return {
      ok: false,
      ...positionAt(text, first?.offset ?? 0),
      reason: PARSE_ERROR_REASONS[code] ?? code,
    };
  }
  const lineOf = (pointer: string): number => {
    const segments = pointerSegments(pointer);
    // A pointer to something missing (a required key) is shown at its nearest existing parent.
    for (let n = segments.length; n >= 0; n -= 1) {
      const node = findNodeAtLocation(tree, segments.slice(0, n));
      if (node) {
        const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
        return positionAt(text, at).line;
      }
    }
    return 1;
  };
  return { ok: true, value: JSON.parse(text) as unknown, lineOf };
}
