import { PAGE_DATA_ID, pageDataElement, readPageData, type PageData } from './page-data';

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

  it('reads the paths the build checked; a list that is not of paths is left out', () => {
    const checked = { ...data, checked: ['faq'] };
    expect(readPageData(docWith(pageDataElement(checked)))).toEqual(checked);
    const odd = { ...data, checked: [1] } as unknown as PageData;
    expect(readPageData(docWith(pageDataElement(odd)))).toEqual(data);
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
