import { esc, htmlPage } from './html-page';

describe('htmlPage', () => {
  it('escapes the title in the head and the heading, and keeps the body as given', () => {
    const html = htmlPage('<Vons> & "you"', '      <p>Hi</p>');
    expect(html).toContain('<title>&lt;Vons&gt; &amp; &quot;you&quot;</title>');
    expect(html).toContain(
      '<h1>&lt;Vons&gt; &amp; &quot;you&quot;</h1>\n      <p>Hi</p>\n    </main>',
    );
    expect(html).not.toMatch(/<script|<style|style=|http-equiv/);
  });

  it('adds a same-origin script and a reload only when asked', () => {
    const html = htmlPage('SNAP', '', { script: '/a.js?x="1"', refreshSeconds: 3 });
    expect(html).toContain('<script src="/a.js?x=&quot;1&quot;" defer></script>');
    expect(html).toContain('<meta http-equiv="refresh" content="3" />');
    // An external script only: nothing between the tags for the CSP to refuse.
    expect(html).not.toMatch(/<script[^>]*>[^<]/);
  });

  it("escapes every character that could end an element's text or an attribute", () => {
    expect(esc(`<a href='x'>&"`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&quot;');
  });
});
