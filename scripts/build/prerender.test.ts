import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import { pageHtml, pageJobs, renderProblems } from './prerender';

describe('pageJobs', () => {
  it('writes every route of every banner, and each banner its not-found page', () => {
    const jobs = pageJobs(['safeway', 'vons']);
    expect(jobs).toHaveLength(2 * (SCREEN_ROUTES.length + 1));
    expect(jobs.map((j) => j.file)).toContain('pages/vons/freshpass/manage/govassist/mobile.html');
    expect(jobs.filter((j) => j.route === undefined).map((j) => j.file)).toEqual([
      'pages/safeway/404.html',
      'pages/vons/404.html',
    ]);
  });
});

describe('renderProblems', () => {
  it('accepts a complete page', () => {
    expect(renderProblems('<div class="fp-shell"><!--$--><h1>FAQ</h1><!--/$--></div>')).toEqual([]);
  });

  it('refuses a suspended part, pending rich text, a script and an inline style', () => {
    expect(renderProblems('<!--$!--><template></template><!--/$-->')).toHaveLength(1);
    expect(renderProblems('<!--$?--><template></template><!--/$-->')).toHaveLength(1);
    expect(renderProblems('<div data-rich-html="pending" hidden></div>')).toHaveLength(1);
    expect(renderProblems('<script>x()</script>')).toHaveLength(1);
    expect(renderProblems('<div style="color:red"></div>')).toHaveLength(1);
  });
});

describe('pageHtml', () => {
  const template =
    '<html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

  it('puts the app in #root, the data after it and the hints at the end of <head>', () => {
    const html = pageHtml(template, {
      app: '<p>$& and $1 stay as written</p>',
      hints: '<link rel="modulepreload" href="/s.js">\n',
      data: '<script type="application/json" id="fp-page-data">{}</script>',
    });
    expect(html).toContain('<div id="root"><p>$& and $1 stay as written</p></div>');
    expect(html.indexOf('</div>')).toBeLessThan(html.indexOf('id="fp-page-data"'));
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails on a template without the root element', () => {
    expect(() => pageHtml('<html></html>', { app: '', hints: '', data: '' })).toThrow(/root/);
  });
});
