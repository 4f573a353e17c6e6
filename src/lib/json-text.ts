/**
 * Places in JSON text, shared by everything that names where JSON breaks: the QA validator
 * (shared-node/json-source.ts), the content loader's report (json-syntax-error.ts) and the editor
 * preview (src/render/preview/pasted-json.ts), so all three say it in the same words.
 */

/** A 1-based place in a text. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Plain-language names for jsonc-parser's error codes (`printParseErrorCode`). */
export const PARSE_ERROR_REASONS: Readonly<Record<string, string>> = {
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
