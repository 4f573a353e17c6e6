import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMergedContent } from '../scripts/lib/content-files';
import {
  hintTags,
  onDemandChunks,
  preloadPlan,
  screenChunks,
  validatorChunkKey,
  withHints,
} from './preload-hints';

const root = resolve(import.meta.dirname, '..');
const read = (banner: string, path: string) => readMergedContent(root, banner, path);

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-vendor.js'],
    css: ['assets/index-a.css'],
  },
  '_react-vendor.js': { file: 'assets/react-vendor-b.js' },
  '_content-requests.js': { file: 'assets/content-requests-f.js', name: 'content-requests' },
  '_content-screen.js': {
    file: 'assets/content-screen-c.js',
    imports: ['_react-vendor.js'],
    css: ['assets/content-screen-c.css'],
  },
  '_runtime.js': { file: 'assets/runtime-r.js' },
  '_ucs2length.js': { file: 'assets/ucs2length-u.js', imports: ['_runtime.js'] },
  'src/content/generated/validators/faq.js': {
    file: 'assets/faq-v.js',
    imports: ['_runtime.js', '_ucs2length.js'],
  },
  'src/content/generated/validators/ui-text.js': {
    file: 'assets/ui-text-v.js',
    imports: ['_runtime.js', '_ucs2length.js'],
  },
  'src/content/generated/validators/terms.js': {
    file: 'assets/terms-v.js',
    imports: ['_runtime.js', '_ucs2length.js'],
  },
  // Where another chunk imports a validator statically, Rolldown names a shared chunk after it.
  '_screen-layout-s.js': {
    file: 'assets/screen-layout-s.js',
    name: 'screen-layout',
    imports: ['_runtime.js', '_ucs2length.js'],
  },
  'src/render/rich-text/rich-html-content.tsx': {
    file: 'assets/rich-html-content-e.js',
    imports: ['_runtime.js', '_react-vendor.js'],
  },
  'src/screens/freshpass-faq/index.tsx': {
    file: 'assets/freshpass-faq-d.js',
    imports: ['_content-screen.js', '_react-vendor.js', 'index.html'],
  },
};

describe('preload hints', () => {
  it("names the screen chunk and what it imports beyond the entry's own files", () => {
    expect(screenChunks(manifest, 'freshpass-faq')).toEqual({
      modules: ['/assets/freshpass-faq-d.js', '/assets/content-screen-c.js'],
      styles: ['/assets/content-screen-c.css'],
    });
    expect(screenChunks(manifest, 'no-such-screen')).toEqual({ modules: [], styles: [] });
  });

  it('writes crossorigin hints at the end of <head>, and leaves other pages alone', () => {
    const plan = preloadPlan({
      pathname: '/freshpass/manage/freshpass-faq',
      bannerId: 'vons',
      manifest,
      read,
    });
    if (!plan) throw new Error('no plan');
    const html = withHints('<html><head><title>x</title></head></html>', hintTags(plan));
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/freshpass-faq-d.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/content-screen-c.css">',
    );
    // The first content is started by the content-requests chunk (its calls carry the banner
    // and a correlation id header), never preloaded as a header-less fetch.
    expect(html).not.toContain('as="fetch"');
    const meta =
      '<meta name="freshpass-first-content" data-banner="vons" content="ui-text error-catalogue feature-toggles screens/freshpass-faq faq">';
    const script =
      '<script type="module" async crossorigin src="/assets/content-requests-f.js"></script>';
    expect(html).toContain(meta);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf(script));
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('</head>'));
    expect(
      preloadPlan({ pathname: '/freshpass/typo', bannerId: 'vons', manifest, read }),
    ).toBeUndefined();
  });

  it("names the lazy chunks the screen imports at once: its kinds' validators and rich text", () => {
    // Kinds without a chunk of their own (their validator is in the entry) are skipped.
    expect(onDemandChunks(manifest, ['ui-text', 'faq', 'screen-layout'], true)).toEqual([
      '/assets/ui-text-v.js',
      '/assets/runtime-r.js',
      '/assets/ucs2length-u.js',
      '/assets/faq-v.js',
      // The layout's validator, though it sits in a shared chunk (the preview imports it).
      '/assets/screen-layout-s.js',
      '/assets/rich-html-content-e.js',
    ]);
    expect(onDemandChunks(manifest, ['ui-text'], false)).not.toContain(
      '/assets/rich-html-content-e.js',
    );
    const plan = preloadPlan({
      pathname: '/freshpass/manage/freshpass-faq',
      bannerId: 'vons',
      manifest,
      read,
    });
    expect(plan?.modules).toEqual([
      '/assets/freshpass-faq-d.js',
      '/assets/content-screen-c.js',
      '/assets/ui-text-v.js',
      '/assets/runtime-r.js',
      '/assets/ucs2length-u.js',
      '/assets/screen-layout-s.js',
      '/assets/faq-v.js',
      '/assets/rich-html-content-e.js',
    ]);
  });

  it('names the form renderer and the forms of a layout that holds form blocks', () => {
    const withForms = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_rjsf-shared.js'] },
      '_rjsf-shared.js': { file: 'assets/rjsf-shared.js' },
      '_rjsf.js': { file: 'assets/rjsf-r.js' },
      'src/render/forms/schema-form.tsx': {
        file: 'assets/schema-form-s.js',
        imports: ['_rjsf.js', '_rjsf-shared.js'],
      },
      'src/render/forms/generated/zip-code.js': { file: 'assets/zip-code-z.js' },
      'src/render/forms/generated/cancel-feedback.js': { file: 'assets/cancel-feedback-c.js' },
    };
    expect(onDemandChunks(withForms, [], false, ['zip-code'])).toEqual([
      '/assets/schema-form-s.js',
      '/assets/rjsf-r.js',
      '/assets/zip-code-z.js',
    ]);
    expect(onDemandChunks(withForms, [], false)).toEqual([]);
  });

  it('finds the validators that ship in a group chunk, and names that chunk once', () => {
    const grouped = {
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      '_shell-validators-g.js': { file: 'assets/shell-validators-g.js', name: 'shell-validators' },
      'src/content/generated/validators/faq.js': { file: 'assets/faq-v.js' },
    };
    expect(validatorChunkKey(grouped, 'ui-text')).toBe('_shell-validators-g.js');
    expect(validatorChunkKey(grouped, 'faq')).toBe('src/content/generated/validators/faq.js');
    expect(validatorChunkKey(grouped, 'plans')).toBeUndefined();
    expect(onDemandChunks(grouped, ['ui-text', 'error-catalogue', 'faq'], false)).toEqual([
      '/assets/shell-validators-g.js',
      '/assets/faq-v.js',
    ]);
  });
});
