import { describe, expect, it } from 'vitest';
import { floorReference, staticReference } from './reference-pages';

const PAGE = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"><div class="fp-shell"><h1>FreshPass FAQs</h1><p>a < b</p></div></div>
    <script type="application/json" id="fp-page-data">{"content":{}}</script>
  </body>
</html>`;

describe('reference pages', () => {
  it('static HTML keeps the text and stylesheets, and drops every script and module preload', () => {
    const html = staticReference(PAGE);
    expect(html).toContain('<h1>FreshPass FAQs</h1>');
    expect(html).toContain('rel="stylesheet"');
    expect(html).not.toMatch(/<script|modulepreload/);
  });

  it('the React floor page holds an empty root, the markup as JSON and one module', () => {
    const html = floorReference(PAGE, '/reference/floor.js');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<h1>');
    const json = /<script type="application\/json" id="fp-reference">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(json?.[1] ?? '""')).toBe(
      '<div class="fp-shell"><h1>FreshPass FAQs</h1><p>a < b</p></div>',
    );
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="/reference/floor.js">',
    ]);
    expect(html).toContain('rel="stylesheet"');
  });

  it('refuses a page without a root', () => {
    expect(() => floorReference('<html><body></body></html>', '/x.js')).toThrow(/no root/);
  });
});
