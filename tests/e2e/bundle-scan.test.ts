import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeMatches, findEval, scanAssets } from './bundle-scan';

describe('findEval', () => {
  it.each([
    ['eval("1+1")', 'eval('],
    ['x=window.eval (code)', 'eval ('],
    ['(0, eval)("this")', '(0, eval)'],
    ['const f = new Function("a", "return a")', 'new Function('],
    ['var g=Function("return this")()', 'Function('],
    ['return new  Function(src)', 'new Function('],
  ])('finds %s', (code, match) => {
    const found = findEval('a.js', code);
    expect(found).toHaveLength(1);
    expect(found[0].excerpt).toContain(match);
  });

  it.each([
    'retrieval(x)',
    'const myEval = 1; myEval(2)',
    'x.evaluate(y)',
    'typeof f == "function" && isFunction(f)',
    'class A extends Function {}',
    '$Function(1)',
    'ajv.compileFunction',
  ])('leaves %s alone', (code) => {
    expect(findEval('a.js', code)).toEqual([]);
  });

  it('names the file, line and column of each match', () => {
    const code = 'let a = 1;\nlet b = 2; const v = eval("a");\nnew Function("x")';
    expect(describeMatches(findEval('chunk-abc.js', code))).toEqual([
      expect.stringMatching(/^chunk-abc\.js:2:22 {2}….*eval\("a"\)/),
      expect.stringMatching(/^chunk-abc\.js:3:1 {2}….*new Function\("x"\)/),
    ]);
  });
});

describe('scanAssets', () => {
  it('reads every .js file of a folder and finds a planted eval', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-scan-'));
    try {
      writeFileSync(join(dir, 'index-1.js'), 'console.log("clean")');
      writeFileSync(join(dir, 'ajv-2.js'), 'module.exports = new Function("data", src)');
      writeFileSync(join(dir, 'notes.txt'), 'eval(1)');
      const { files, matches } = scanAssets(dir);
      expect(files).toBe(2);
      expect(matches.map((m) => m.file)).toEqual(['ajv-2.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
