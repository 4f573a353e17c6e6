import { describe, expect, it } from 'vitest';
import {
  addedFiles,
  chunkKeyNamed,
  entryKeys,
  kb,
  staticClosure,
  type Manifest,
} from './chunk-graph';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js', '_runtime.js'],
    dynamicImports: ['src/screens/faq/index.tsx', 'src/screens/cancel/index.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js', name: 'react-vendor', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_renderer.js': { file: 'assets/renderer.js', imports: ['index.html', '_vendor.js'] },
  'src/screens/faq/index.tsx': {
    file: 'assets/faq.js',
    isDynamicEntry: true,
    imports: ['index.html', '_renderer.js'],
  },
  'src/screens/cancel/index.tsx': {
    file: 'assets/cancel.js',
    isDynamicEntry: true,
    imports: ['_renderer.js'],
    dynamicImports: ['src/forms/schema-form.tsx'],
  },
  'src/forms/schema-form.tsx': { file: 'assets/schema-form.js', imports: ['_renderer.js'] },
  'index.css': { file: 'assets/index.css' },
};

describe('chunk graph', () => {
  it('counts only what a lazy module adds to a route that is already loaded', () => {
    const route = staticClosure(manifest, ['index.html', 'src/screens/cancel/index.tsx']);
    expect(addedFiles(manifest, ['src/forms/schema-form.tsx'], route)).toEqual([
      'assets/schema-form.js',
    ]);
    expect(addedFiles(manifest, ['_renderer.js'], route)).toEqual([]);
  });

  it('finds the entries, the app first among them', () => {
    expect(entryKeys(manifest)).toEqual(['index.html']);
    const withFirstModule: Manifest = {
      ...manifest,
      'src/early-start.ts': { file: 'assets/early-start.js', isEntry: true },
    };
    expect(entryKeys(withFirstModule)).toEqual(['index.html', 'src/early-start.ts']);
    expect(() => entryKeys({ a: { file: 'a.js' } })).toThrow(/found 0/);
  });

  it('follows static imports transitively, once each, and not dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html', 'src/screens/cancel/index.tsx'])).toEqual([
      'assets/cancel.js',
      'assets/index.js',
      'assets/renderer.js',
      'assets/runtime.js',
      'assets/vendor.js',
    ]);
    expect(staticClosure(manifest, ['src/forms/schema-form.tsx'])).toContain(
      'assets/schema-form.js',
    );
    expect(staticClosure(manifest, ['index.html'])).not.toContain('assets/schema-form.js');
  });

  it('names a key missing from the manifest', () => {
    expect(() => staticClosure(manifest, ['src/nope.tsx'])).toThrow(/"src\/nope.tsx"/);
  });

  it('finds a chunk by name and prints kilobytes', () => {
    expect(chunkKeyNamed(manifest, 'react-vendor')).toBe('_vendor.js');
    expect(chunkKeyNamed(manifest, 'other')).toBeUndefined();
    expect(kb(153_600)).toBe('150.0 KB');
  });
});
