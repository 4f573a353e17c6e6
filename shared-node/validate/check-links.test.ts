import { htmlHrefs, linkFault } from './check-links';

describe('linkFault', () => {
  it.each([
    '/freshpass/manage',
    '/freshpass/manage/subscribe?plan=monthly&offer=FIRSTMONTHFREE',
    '#section',
    'https://www.vons.com/shop/home.html',
    'http://example.com',
    'tel:{phone}',
    'mailto:help@example.com',
  ])('accepts %s', (href) => {
    expect(linkFault(href)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'javascript'],
    [' JaVaScRiPt:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
  ])('refuses %j as an unsafe %s: link', (href, scheme) => {
    const fault = linkFault(href);
    expect(fault?.unsafe).toBe(true);
    expect(fault?.message).toContain(
      `is a ${scheme}: link, which the site's security policy blocks`,
    );
  });

  it.each([
    ['http//example.com', 'http://example.com'],
    ['https//example.com/x', 'https://example.com/x'],
    ['http:/example.com', 'http://example.com'],
    ['https:example.com', 'https://example.com'],
    ['htps://example.com', 'https://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['freshpass/manage', '/freshpass/manage'],
    ['//cdn.example.com/x', 'https://cdn.example.com/x'],
    ['/shop/home page.html', '/shop/home%20page.html'],
  ])('calls %s malformed and suggests %s', (href, suggestion) => {
    const fault = linkFault(href);
    expect(fault?.unsafe).toBe(false);
    expect(fault?.suggestion).toBe(suggestion);
  });
});

describe('htmlHrefs', () => {
  it('finds every href, decoding character references that hide a scheme', () => {
    expect(
      htmlHrefs(
        `<p><a href="/a">a</a> <a class="x" href='java&#115;cript:x'>b</a> <A HREF=http//x.com>c</A></p>`,
      ),
    ).toEqual(['/a', 'javascript:x', 'http//x.com']);
  });
});
