/**
 * Where `JSON.parse` gave up, read from the engine's message, so a malformed answer is reported
 * at its line and column like the QA validator reports a malformed file. V8 (Chromium, Node)
 * words its messages in three ways; all are handled, and anything else falls back to the start.
 */

import { positionAt } from './json-text';

/** A 1-based place in a text, its 0-based offset, and the reason in plain words. */
export interface JsonSyntaxPlace {
  offset: number;
  line: number;
  column: number;
  reason: string;
}

/** V8 quotes this many characters either side of an unexpected token. */
const V8_CONTEXT = 10;

/** "… in JSON at position 42" (Node 20), "… at position 42 (line 3 column 5)" (newer V8). */
const AT_POSITION = /^(.*?)(?: in JSON)? at position (\d+)(?: \(line \d+ column \d+\))?$/s;
/** `Unexpected token '<', "<html><bod"... is not valid JSON`: no position, a quoted context. */
const UNEXPECTED_TOKEN = /^Unexpected token '(.+?)', (\.\.\.)?"(.*)"(\.\.\.)? is not valid JSON$/s;

/** The offset V8's quoted context points at. */
function tokenOffset(text: string, token: string, leading: boolean, context: string): number {
  const start = Math.max(0, text.indexOf(context));
  if (leading) return start + V8_CONTEXT;
  const inContext = context.indexOf(token);
  return start + Math.max(0, inContext);
}

/** A hint for the most common slip, a comma before a closing bracket or brace. */
function trailingCommaHint(text: string, offset: number): string {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text.charAt(i))) i -= 1;
  return text.charAt(i) === ',' && /[}\]]/.test(text.charAt(offset))
    ? ' (is there a trailing comma?)'
    : '';
}

/** The place and reason of a JSON syntax error thrown while parsing `text`. */
export function locateJsonSyntaxError(text: string, error: unknown): JsonSyntaxPlace {
  const message = error instanceof Error ? error.message : String(error);
  let offset = 0;
  let reason = message;
  const at = AT_POSITION.exec(message);
  const token = at ? null : UNEXPECTED_TOKEN.exec(message);
  if (at) {
    reason = at[1] ?? message;
    offset = Number(at[2]);
  } else if (token) {
    const [, char = '', leading, context = ''] = token;
    offset = tokenOffset(text, char, leading !== undefined, context);
    reason = `Unexpected character '${char}'`;
  } else if (/^Unexpected end of JSON input$/.test(message)) {
    offset = text.length;
    reason =
      text.trim() === ''
        ? 'the text is empty'
        : 'the text ends before the JSON is complete (a closing bracket or brace is missing?)';
  }
  offset = Math.min(Math.max(0, offset), text.length);
  return {
    offset,
    ...positionAt(text, offset),
    reason: reason + trailingCommaHint(text, offset),
  };
}
