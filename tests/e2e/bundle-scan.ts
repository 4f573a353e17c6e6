/**
 * Finds code that compiles strings at run time (`eval`, `new Function`, `Function(…)`) in built
 * JavaScript. The strict CSP (no 'unsafe-eval') would block it in the browser, so its presence
 * means a dependency (Ajv's compiler, above all) slipped into the bundle. Used by bundle.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One place in a file that evaluates a string as code. */
export interface EvalMatch {
  file: string;
  line: number;
  column: number;
  /** The matched text and a little around it, so the report shows what it is. */
  excerpt: string;
}

// Not preceded by a word character or `$` (so `retrieval(`, `myEval(` and `$Function(` pass);
// `window.eval(` and `(0, eval)(…)` still match.
const PATTERNS: readonly RegExp[] = [
  /(?<![\w$])eval\s*\(/g,
  /\(\s*0\s*,\s*eval\s*\)/g,
  /(?<![\w$.])(?:new\s+)?Function\s*\(/g,
];

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Every eval-like call in one file's text, in file order. */
export function findEval(file: string, text: string): EvalMatch[] {
  const found = new Map<number, EvalMatch>();
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const at = m.index;
      if (found.has(at)) continue;
      const excerpt = text.slice(Math.max(0, at - 40), at + m[0].length + 40).replace(/\s+/g, ' ');
      found.set(at, { file, ...lineAndColumn(text, at), excerpt });
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, match]) => match);
}

/** Every eval-like call in the `.js` files of a built assets folder (dist/assets). */
export function scanAssets(dir: string): { files: number; matches: EvalMatch[] } {
  const names = readdirSync(dir).filter((name) => name.endsWith('.js'));
  const matches = names.flatMap((name) => findEval(name, readFileSync(join(dir, name), 'utf8')));
  return { files: names.length, matches };
}

/** One line per match: `file:line:column  …excerpt…`. */
export function describeMatches(matches: readonly EvalMatch[]): string[] {
  return matches.map((m) => `${m.file}:${m.line}:${m.column}  …${m.excerpt}…`);
}
