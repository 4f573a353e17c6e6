/**
 * The editor's pasted text as JSON, with the line of every JSON pointer, so each problem can be
 * shown beside the line it is about. jsonc-parser (strict: no comments, no trailing commas) gives
 * the positions; it ships only in the preview's development chunk.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** The pasted text parsed: its value and a way to find lines, or where it stops being JSON. */
export type PastedJson =
  | { ok: true; value: unknown; lineOf: (pointer: string) => number }
  | { ok: false; line: number; column: number; reason: string };

// jsonc-parser's error codes in plain words (the validator's wording, scripts/lib/json-source.ts).
const REASONS: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'a number is written wrongly',
  PropertyNameExpected: 'a key in double quotes is expected here (is there a trailing comma?)',
  ValueExpected: 'a value is expected here (is there a trailing comma?)',
  ColonExpected: 'a colon is expected after the key',
  CommaExpected: 'a comma is expected between entries',
  CloseBraceExpected: 'a closing brace } is missing',
  CloseBracketExpected: 'a closing bracket ] is missing',
  EndOfFileExpected: 'text continues after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut off',
  InvalidUnicode: 'an invalid unicode escape',
  InvalidEscapeCharacter: 'an invalid escape character',
  InvalidCharacter: 'an invalid character in a string',
};

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Decodes a JSON pointer ("/a/0/b~1c") into path segments. */
export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

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
      reason: REASONS[code] ?? code,
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
