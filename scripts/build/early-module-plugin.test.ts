import type { OutputBundle, OutputChunk } from 'rolldown';
import { beforeEntry, earlyChunks, reactModulesIn } from './early-module-plugin';

const chunk = (fileName: string, extra: Partial<OutputChunk> = {}): OutputChunk =>
  ({ type: 'chunk', fileName, isEntry: false, imports: [], modules: {}, ...extra }) as OutputChunk;

describe('the page’s first module in the build', () => {
  it('goes in before the app’s entry script', () => {
    const html = '<head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>';
    expect(beforeEntry(html, '<script type="module" src="/assets/early-b.js"></script>')).toBe(
      '<head>\n    <script type="module" src="/assets/early-b.js"></script>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>',
    );
    expect(() => beforeEntry('<head></head>', 'x')).toThrow(/no module script/);
  });

  it('finds its chunk and what it imports, and React in any of them', () => {
    const bundle = {
      'assets/early.js': chunk('assets/early.js', {
        isEntry: true,
        facadeModuleId: '/repo/src/early-start.ts',
        imports: ['assets/shared.js'],
      }),
      'assets/shared.js': chunk('assets/shared.js', {
        imports: ['assets/react.js'],
        modules: { '/repo/src/api/client.ts': {} } as unknown as OutputChunk['modules'],
      }),
      'assets/react.js': chunk('assets/react.js', {
        modules: { '/repo/node_modules/react/index.js': {} } as unknown as OutputChunk['modules'],
      }),
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: '/repo/index.html',
      }),
    } as unknown as OutputBundle;
    const { entry, imports } = earlyChunks(bundle);
    expect(entry.fileName).toBe('assets/early.js');
    expect(imports.map((c) => c.fileName)).toEqual(['assets/shared.js', 'assets/react.js']);
    expect(reactModulesIn([entry, ...imports])).toEqual(['/repo/node_modules/react/index.js']);
    expect(reactModulesIn([entry, imports[0]])).toEqual([]);
    expect(() => earlyChunks({} as OutputBundle)).toThrow(/no chunk of src\/early-start.ts/);
  });
});
