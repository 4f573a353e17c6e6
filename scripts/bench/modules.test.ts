import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// scripts/bench.ts runs every scripts/bench/*.ts as a bench module by its default export: a helper
// left in the folder stopped the full `npm run bench` at its last module. Helpers go in scripts/perf.
describe('the bench modules', () => {
  const dir = import.meta.dirname;
  const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it.each(modules)('%s exports the function that gives its rows', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    expect(source).toMatch(/^export default (async )?function /m);
  });
});
