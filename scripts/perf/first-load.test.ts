import { describe, expect, it } from 'vitest';
import type { Manifest } from './chunk-graph';
import { allFiles, chunkName, describeParts, firstLoadParts } from './first-load';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js', '_runtime.js'],
  },
  '_vendor.js': { file: 'assets/vendor.js', name: 'react-vendor', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js', name: 'rolldown-runtime' },
  '_renderer.js': { file: 'assets/renderer.js', name: 'renderer', imports: ['index.html'] },
  'src/screens/faq/index.tsx': {
    file: 'assets/faq.js',
    name: 'faq-screen',
    isDynamicEntry: true,
    imports: ['index.html', '_renderer.js'],
  },
  'src/render/forms/schema-form.tsx': {
    file: 'assets/schema-form.js',
    name: 'schema-form',
    imports: ['_renderer.js'],
  },
  'src/content/generated/validators/faq.js': { file: 'assets/faq-v.js', name: 'faq' },
  'src/render/rich-text/rich-html-content.tsx': {
    file: 'assets/rich.js',
    name: 'rich-html-content',
    imports: ['_vendor.js'],
  },
  'index.css': { file: 'assets/index.css' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 20_480,
  'assets/vendor.js': 97_280,
  'assets/runtime.js': 512,
  'assets/renderer.js': 8_192,
  'assets/faq.js': 1_024,
  'assets/schema-form.js': 90_112,
  'assets/faq-v.js': 1_536,
  'assets/rich.js': 12_800,
};
const size = (file: string) => sizes[file] ?? 0;

describe('first-load parts', () => {
  it('counts the entry, the screen and what the head preloads, each file once, CSS never', () => {
    const parts = firstLoadParts(
      manifest,
      ['src/screens/faq/index.tsx'],
      [],
      [
        '/assets/faq.js',
        '/assets/renderer.js',
        '/assets/faq-v.js',
        '/assets/rich.js',
        '/assets/faq-v.js',
        '/assets/index.css',
      ],
    );
    expect(parts).toEqual({
      entry: ['assets/index.js', 'assets/runtime.js', 'assets/vendor.js'],
      screen: ['assets/faq.js', 'assets/renderer.js'],
      form: [],
      preloaded: ['assets/faq-v.js', 'assets/rich.js'],
    });
    expect(allFiles(parts)).toHaveLength(7);
  });

  it('puts the form renderer in its own part, beyond what the screen loads', () => {
    const parts = firstLoadParts(
      manifest,
      ['src/screens/faq/index.tsx'],
      ['src/render/forms/schema-form.tsx'],
      [],
    );
    expect(parts.form).toEqual(['assets/schema-form.js']);
    expect(parts.preloaded).toEqual([]);
  });

  it('names chunks as Rolldown did, and says where the bytes of a miss go', () => {
    expect(chunkName(manifest, 'assets/rich.js')).toBe('rich-html-content');
    expect(chunkName(manifest, 'assets/unknown-x.js')).toBe('unknown-x.js');
    const parts = firstLoadParts(
      manifest,
      ['src/screens/faq/index.tsx'],
      [],
      ['/assets/faq-v.js', '/assets/rich.js'],
    );
    expect(describeParts(manifest, parts, size, 'assets/vendor.js')).toBe(
      "entry 115.5 KB (React floor 95.0 KB); screen 9.0 KB; preloaded by the page's head 14.0 KB: rich-html-content 12.5 KB, faq 1.5 KB",
    );
  });
});
