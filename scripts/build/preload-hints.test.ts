import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { readMergedContent } from '../../shared-node/content-files';
import { appModulesOf } from '../../src/lib/app-after-paint';
import { routeNeeds } from '../../src/routes/route-needs';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import {
  hintTags,
  appAfterFirstPaint,
  onDemandChunks,
  preloadPlan,
  screenChunks,
  validatorChunkKey,
  withHints,
} from './preload-hints';

const root = resolve(import.meta.dirname, '../..');
const faqRoute = SCREEN_ROUTES.find((r) => r.screen === 'freshpass-faq')!;
const faqNeeds = routeNeeds(faqRoute, {
  id: 'vons',
  read: (path) => readMergedContent(root, 'vons', path),
});
// The FAQ's rich text is prerendered, so its own page loads no rich-text stack; the hints of a
// route that does (an account route's rich text waits for the session) are checked on it.
const richNeeds = { ...faqNeeds, richText: true };

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-vendor.js'],
    css: ['assets/index-a.css'],
  },
  '_react-vendor.js': { file: 'assets/react-vendor-b.js' },
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
    css: ['assets/rich-html-content-e.css'],
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

  it("links the chunks' styles and modulepreloads the chunks at the end of <head>", () => {
    const plan = preloadPlan(manifest, faqRoute, richNeeds);
    const html = withHints('<html><head><title>x</title></head></html>', hintTags(plan));
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/freshpass-faq-d.js">',
    );
    // The page already shows what these style: they are stylesheets of the first paint.
    const style = '<link rel="stylesheet" crossorigin href="/assets/content-screen-c.css">';
    expect(html).toContain(style);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/rich-html-content-e.css">',
    );
    expect(html.indexOf(style)).toBeLessThan(html.indexOf('modulepreload'));
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    // No content is fetched ahead (the page carries it), and nothing runs from the head.
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('<script');
  });

  it('names the rich-text stack the screen imports at once, and no content validator', () => {
    expect(onDemandChunks(manifest, true).modules).toEqual([
      '/assets/rich-html-content-e.js',
      '/assets/runtime-r.js',
    ]);
    expect(onDemandChunks(manifest, false).modules).toEqual([]);
    expect(faqNeeds.richText).toBe(false);
    expect(preloadPlan(manifest, faqRoute, faqNeeds).modules).not.toContain(
      '/assets/rich-html-content-e.js',
    );
    // The page's content was checked by the build: its validators are not part of the first load.
    const plan = preloadPlan(manifest, faqRoute, richNeeds);
    expect(plan.modules).toEqual([
      '/assets/freshpass-faq-d.js',
      '/assets/content-screen-c.js',
      '/assets/rich-html-content-e.js',
      '/assets/runtime-r.js',
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
    expect(onDemandChunks(withForms, false, ['zip-code']).modules).toEqual([
      '/assets/schema-form-s.js',
      '/assets/rjsf-r.js',
      '/assets/zip-code-z.js',
    ]);
    expect(onDemandChunks(withForms, false).modules).toEqual([]);
  });

  it('finds the validators that ship in a group chunk (the bundle bench reports them)', () => {
    const grouped = {
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      '_shell-validators-g.js': { file: 'assets/shell-validators-g.js', name: 'shell-validators' },
      'src/content/generated/validators/faq.js': { file: 'assets/faq-v.js' },
    };
    expect(validatorChunkKey(grouped, 'ui-text')).toBe('_shell-validators-g.js');
    expect(validatorChunkKey(grouped, 'faq')).toBe('src/content/generated/validators/faq.js');
    expect(validatorChunkKey(grouped, 'plans')).toBeUndefined();
  });
});

describe('appAfterFirstPaint', () => {
  const page = [
    '<head>',
    '<script type="module" crossorigin src="/assets/early-start-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/page-data-b.js">',
    '<script type="module" crossorigin src="/assets/index-c.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-vendor-d.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-e.css">',
    '<link rel="modulepreload" crossorigin href="/assets/freshpass-faq-f.js">',
    '</head>',
  ].join('\n');

  it('names the entry and the module preloads after it in <meta> tags, and nothing before it', () => {
    const html = appAfterFirstPaint(page, '/assets/index-c.js');
    expect(html).toContain('<script type="module" crossorigin src="/assets/early-start-a.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-data-b.js">');
    expect(html).not.toContain('index-c.js"></script>');
    expect(html).toContain('<meta name="fp-app-entry" content="/assets/index-c.js">');
    expect(html).toContain('<meta name="fp-app-module" content="/assets/react-vendor-d.js">');
    expect(html).toContain('<meta name="fp-app-module" content="/assets/freshpass-faq-f.js">');
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-e.css">');
  });

  it('writes what the first module reads back', () => {
    const { document } = new JSDOM(appAfterFirstPaint(page, '/assets/index-c.js')).window;
    expect(appModulesOf(document)).toEqual({
      entry: '/assets/index-c.js',
      modules: ['/assets/react-vendor-d.js', '/assets/freshpass-faq-f.js'],
    });
  });

  it('refuses a page without the entry it was told of', () => {
    expect(() => appAfterFirstPaint(page, '/assets/index-z.js')).toThrow(/no entry script/);
  });
});
