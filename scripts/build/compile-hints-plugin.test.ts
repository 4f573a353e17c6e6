import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES } from './compile-hints-plugin';

const chunk = (fileName: string, code: string, extra: Partial<OutputChunk> = {}): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    code,
    isEntry: false,
    imports: [],
    modules: { [`/repo/src/${fileName}.ts`]: {} },
    ...extra,
  }) as unknown as OutputChunk;

const big = (text: string) => text.padEnd(MIN_HINTED_BYTES, ' ');
const hinted = (bundle: OutputBundle) =>
  Object.values(bundle)
    .filter((f): f is OutputChunk => f.type === 'chunk' && f.code.startsWith(`${COMPILE_HINT}\n`))
    .map((f) => f.fileName)
    .sort();

describe('V8 compile hints on the client bundle', () => {
  it('marks the large chunks of code, first load or not, once, and nothing else', () => {
    const css = { type: 'asset', fileName: 'assets/app.css', source: 'a{}' } as OutputAsset;
    const bundle = {
      // The first load: a small entry and large chunks.
      'assets/early.js': chunk('assets/early.js', 'import "./shared.js";', {
        isEntry: true,
        imports: ['assets/shared.js'],
      }),
      'assets/index.js': chunk('assets/index.js', big('index'), {
        isEntry: true,
        imports: ['assets/react.js', 'assets/shared.js'],
        dynamicImports: ['assets/form.js', 'assets/small.js', 'assets/words.js'],
      } as Partial<OutputChunk>),
      'assets/react.js': chunk('assets/react.js', big('react')),
      'assets/shared.js': chunk('assets/shared.js', big('shared')),
      // Loaded later: a large chunk of code, a small one, and a large one of JSON content alone.
      'assets/form.js': chunk('assets/form.js', big('form'), { imports: ['assets/react.js'] }),
      'assets/small.js': chunk('assets/small.js', 'export const a=1;'),
      'assets/words.js': chunk('assets/words.js', big('words'), {
        modules: { '/repo/content/ui-text.json': {} } as unknown as OutputChunk['modules'],
      }),
      'assets/app.css': css,
    } as unknown as OutputBundle;
    expect(addCompileHints(bundle)).toBe(4);
    expect(hinted(bundle)).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
    expect((bundle['assets/form.js'] as OutputChunk).code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(css.source).toBe('a{}');
    // A second pass over the same bundle adds nothing.
    expect(addCompileHints(bundle)).toBe(0);
    expect((bundle['assets/form.js'] as OutputChunk).code).toBe(`${COMPILE_HINT}\n${big('form')}`);
  });

  it('is the comment V8 reads', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
