import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';
import { APP_INITIAL_CHUNK, EARLY_SHARED_CHUNK, firstLoadChunkGroups } from './first-load-chunks';

/** A module graph: each module's static imports; `index.html` and `early.ts` are the entries. */
const GRAPH: Record<string, string[]> = {
  '/repo/index.html': ['/repo/src/main.tsx'],
  '/repo/src/main.tsx': ['/repo/src/app.tsx', '/repo/node_modules/react/index.js'],
  '/repo/src/app.tsx': ['/repo/src/api/query.ts', '/repo/src/lib/href.ts'],
  '/repo/src/api/query.ts': ['/repo/src/page-data.ts', '/repo/node_modules/swr/index.js'],
  '/repo/src/lib/href.ts': [],
  '/repo/src/early.ts': ['/repo/src/page-data.ts'],
  '/repo/src/page-data.ts': ['/repo/src/lib/json.ts'],
  '/repo/src/lib/json.ts': [],
  '/repo/node_modules/react/index.js': [],
  '/repo/node_modules/swr/index.js': [],
};
const ENTRIES = new Set(['/repo/index.html', '/repo/src/early.ts']);

function context(): ChunkingContext {
  const infos = new Map<string, ModuleInfo>();
  for (const [id, importedIds] of Object.entries(GRAPH)) {
    const importers = Object.keys(GRAPH).filter((other) => GRAPH[other].includes(id));
    infos.set(id, { id, importedIds, importers, isEntry: ENTRIES.has(id) } as ModuleInfo);
  }
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

/** Where each module of the graph goes: the first group (by priority) that names it. */
function placement(groups: CodeSplittingGroup[]): Record<string, string | null> {
  const ctx = context();
  const byPriority = [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  const place = (id: string) => {
    for (const group of byPriority) {
      const name = typeof group.name === 'function' ? group.name(id, ctx) : group.name;
      if (name) return name;
    }
    return null;
  };
  return Object.fromEntries(Object.keys(GRAPH).map((id) => [id, place(id)]));
}

describe('the chunks every page loads first', () => {
  const groups = firstLoadChunkGroups('/repo/src/early.ts');

  it("puts the first module's imports in one chunk and the app's graph in another", () => {
    expect(placement(groups)).toEqual({
      '/repo/index.html': null,
      // The HTML entry's module stays the entry chunk.
      '/repo/src/main.tsx': null,
      '/repo/src/app.tsx': APP_INITIAL_CHUNK,
      '/repo/src/api/query.ts': APP_INITIAL_CHUNK,
      '/repo/src/lib/href.ts': APP_INITIAL_CHUNK,
      // The first module stays its own entry; what it imports runs before React arrives.
      '/repo/src/early.ts': null,
      '/repo/src/page-data.ts': EARLY_SHARED_CHUNK,
      '/repo/src/lib/json.ts': EARLY_SHARED_CHUNK,
      // Packages keep their own chunks (React's is the floor the bench divides by).
      '/repo/node_modules/react/index.js': null,
      '/repo/node_modules/swr/index.js': null,
    });
  });

  it('captures only modules of the static first load, above no validator group', () => {
    for (const group of groups) {
      expect(group.tags).toEqual(['$initial']);
      expect(group.priority).toBeLessThan(5);
    }
  });
});
