import { locateJsonSyntaxError } from './json-syntax-error';
import { positionAt } from './json-text';

/** What this engine's JSON.parse says about `text`. */
function parseError(text: string): unknown {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error(`${text} parsed`);
}

describe('positionAt', () => {
  it('counts lines and columns from 1', () => {
    expect(positionAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('ab\n', 3)).toEqual({ line: 2, column: 1 });
  });
});

describe('locateJsonSyntaxError with this engine (Node V8)', () => {
  it.each([
    [
      'a trailing comma',
      '{\n  "a": 1,\n}\n',
      3,
      1,
      /property name \(is there a trailing comma\?\)$/,
    ],
    ['an unclosed brace', '{\n  "a": 1\n', 3, 1, /Expected ',' or '}' after property value/],
    ['a missing colon', '{"a" 1}', 1, 6, /Expected ':' after property name/],
    ['text after the value', '{"a": 1}}', 1, 9, /Unexpected non-whitespace character after JSON/],
    [
      'HTML instead of JSON',
      '<html><body>Service Unavailable</body></html>',
      1,
      1,
      /Unexpected character '<'/,
    ],
    [
      'a comma before ]',
      '{\n  "a": [1,\n  2,\n  ]\n}',
      4,
      3,
      /Unexpected character '\]' \(is there a trailing comma\?\)/,
    ],
    ['a cut-off word', '{"a": tru}', 1, 10, /Unexpected character '}'/],
    ['an empty text', '', 1, 1, /^the text is empty$/],
    ['a cut-off answer', '{"status": "ACTIVE", "plan', 1, 27, /Unterminated string|ends before/],
    [
      'a long cut-off list',
      '{"displayType": "expanded", "sections": [',
      1,
      42,
      /ends before the JSON is complete/,
    ],
  ])('%s', (_name, text, line, column, reason) => {
    const place = locateJsonSyntaxError(text, parseError(text));
    expect(place).toMatchObject({ line, column });
    expect(place.reason).toMatch(reason);
  });
});

describe("locateJsonSyntaxError with Chromium's wording", () => {
  it.each([
    [
      '{"a": 1,}',
      'Expected double-quoted property name in JSON at position 8 (line 1 column 9)',
      1,
      9,
    ],
    [
      '{\n  "a": [1,\n  2,\n  ]\n}',
      `Unexpected token ']', ..."1,\n  2,\n  ]\n}" is not valid JSON`,
      4,
      3,
    ],
    [
      '<html><body>Service Unavailable</body></html>',
      `Unexpected token '<', "<html><bod"... is not valid JSON`,
      1,
      1,
    ],
    ['xx', 'Something new in a later engine', 1, 1],
  ])('%j', (text, message, line, column) => {
    expect(locateJsonSyntaxError(text, new SyntaxError(message))).toMatchObject({ line, column });
  });

  it('keeps the reason without the position', () => {
    const place = locateJsonSyntaxError(
      '{"a" 1}',
      new SyntaxError("Expected ':' after property name in JSON at position 5 (line 1 column 6)"),
    );
    expect(place.reason).toBe("Expected ':' after property name");
  });
});
