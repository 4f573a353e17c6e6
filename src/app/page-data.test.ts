import {
  PAGE_DATA_ID,
  pageDataElement,
  pageFitsUrl,
  readPageData,
  type PageData,
} from './page-data';
import { MAX_CONTENT_DIGESTS } from '../lib/content-digest-limit';

function docWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

describe('page data', () => {
  const data: PageData = {
    banner: 'vons',
    route: '/freshpass/manage/freshpass-faq',
    content: { faq: { html: '</script><script>alert(1)</script>' } },
  };

  it('travels as JSON that no value can break out of, and reads back the same', () => {
    const element = pageDataElement(data);
    expect(element.startsWith(`<script type="application/json" id="${PAGE_DATA_ID}">`)).toBe(true);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageData(docWith(element))).toEqual(data);
  });

  it('reads the fingerprints the build carried; too many, or not a map, leaves them all out', () => {
    const digests = {
      ...data,
      digests: { 'left-nav-v2': 'AbC-_0123456', constants: 'xyzXYZ012345' },
    };
    expect(readPageData(docWith(pageDataElement(digests)))).toEqual(digests);
    const odd = { ...data, digests: ['faq'] } as unknown as PageData;
    expect(readPageData(docWith(pageDataElement(odd)))).toEqual(data);
    const many = Object.fromEntries(
      Array.from({ length: MAX_CONTENT_DIGESTS + 1 }, (_, i) => [`p${i}`, 'AbC-_0123456']),
    );
    expect(readPageData(docWith(pageDataElement({ ...data, digests: many })))).toEqual(data);
  });

  it('reads the not-found page (no route)', () => {
    const notFound = { ...data, route: null };
    expect(readPageData(docWith(pageDataElement(notFound)))).toEqual(notFound);
  });

  it('is undefined for a page without it, broken JSON or another shape', () => {
    expect(readPageData(docWith('<div></div>'))).toBeUndefined();
    const bad = (json: string) =>
      docWith(`<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`);
    expect(readPageData(bad('{nope'))).toBeUndefined();
    expect(readPageData(bad('{"banner":1,"route":null,"content":{}}'))).toBeUndefined();
    expect(readPageData(bad('{"banner":"vons","route":null,"content":[]}'))).toBeUndefined();
  });
});

describe('pageFitsUrl', () => {
  const manage = { route: '/freshpass/manage' };
  const at = (pathname: string, search = '') => ({ pathname, search });

  it("fits the route's own path, its .html form and any case", () => {
    expect(pageFitsUrl(manage, at('/freshpass/manage'))).toBe(true);
    expect(pageFitsUrl(manage, at('/freshpass/manage.html'))).toBe(true);
    expect(pageFitsUrl(manage, at('/FreshPass/Manage/'))).toBe(true);
  });

  it('does not fit a query the route reads at once, a store id, another route or the 404 page', () => {
    expect(
      pageFitsUrl(
        { route: '/freshpass/manage/confirmation' },
        at('/freshpass/manage/confirmation', '?from=retention'),
      ),
    ).toBe(false);
    expect(pageFitsUrl(manage, at('/freshpass/manage/1234'))).toBe(false);
    expect(pageFitsUrl(manage, at('/freshpass/manage/change'))).toBe(false);
    expect(pageFitsUrl({ route: null }, at('/nowhere'))).toBe(false);
  });

  it('fits a query the route reads only after hydrating (a discount or a plan link)', () => {
    expect(
      pageFitsUrl(
        { route: '/freshpass/manage/discount' },
        at('/freshpass/manage/discount', '?discountCode=EXPEDIA25&segment=travel'),
      ),
    ).toBe(true);
    expect(
      pageFitsUrl(
        { route: '/freshpass/manage/subscribe' },
        at('/freshpass/manage/subscribe', '?plan=monthly&offer=FIRSTMONTHFREE'),
      ),
    ).toBe(true);
  });
});
