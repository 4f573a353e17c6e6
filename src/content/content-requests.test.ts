import { requestContent, startFirstContent, takeEarlyContent } from './content-requests';
import { FIRST_CONTENT_META } from './first-content';
import { fetchContent } from './use-content';

const faq = { displayType: 'expanded', html: '<p>Hi</p>' };

function pageWith(meta: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = meta;
  return doc;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/faq')
      ? new Response(JSON.stringify(faq))
      : new Response('{"code":"0000"}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentHeaders = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    headers: (init as RequestInit).headers as Record<string, string>,
  }));

describe('requestContent', () => {
  it('is a call of the typed client: banner, fresh correlation id, JSON accept', async () => {
    const answer = await requestContent('vons', 'faq');
    await requestContent('vons', 'faq');
    const [first, second] = sentHeaders();
    expect(answer).toEqual({ value: faq, correlationId: first?.headers['x-swy-correlation-id'] });
    expect(first?.url).toBe('/content/vons/faq');
    expect(first?.headers).toMatchObject({
      'x-swy_banner': 'vons',
      accept: 'application/json',
      'x-swy-correlation-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(second?.headers['x-swy-correlation-id']).not.toBe(
      first?.headers['x-swy-correlation-id'],
    );
  });

  it('fails as an ApiError with the answer’s code, and an empty answer as a validation error', async () => {
    await expect(requestContent('vons', 'terms')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      code: '0000',
      url: '/content/vons/terms',
    });
    fetchMock.mockImplementationOnce(async () => new Response(''));
    await expect(requestContent('vons', 'faq')).rejects.toMatchObject({
      kind: 'validation',
      detail: 'not valid JSON: the answer is empty',
    });
  });
});

describe('the first content, started from the page head', () => {
  it('starts each named path once, with the headers, and hands each answer over once', async () => {
    const doc = pageWith(
      `<meta name="${FIRST_CONTENT_META}" data-banner="vons" content="faq  screens/manage">`,
    );
    startFirstContent(doc);
    startFirstContent(doc);
    expect(sentHeaders().map((s) => s.url)).toEqual([
      '/content/vons/faq',
      '/content/vons/screens/manage',
    ]);
    for (const { headers } of sentHeaders()) expect(headers['x-swy_banner']).toBe('vons');

    // fetchContent takes the early answer instead of asking again…
    await expect(fetchContent('vons', 'faq')).resolves.toEqual(faq);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // …once: the next load of the path is a new call.
    expect(takeEarlyContent('vons', 'faq')).toBeUndefined();
    await fetchContent('vons', 'faq');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // A failed early call reaches whoever takes it, as the same ApiError.
    await expect(takeEarlyContent('vons', 'screens/manage')).rejects.toMatchObject({
      kind: 'http',
      code: '0000',
    });
  });

  it('starts nothing on a page without the meta, or without its banner', () => {
    startFirstContent(pageWith('<meta name="description" content="x">'));
    startFirstContent(pageWith(`<meta name="${FIRST_CONTENT_META}" content="faq">`));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyContent('vons', 'faq')).toBeUndefined();
  });
});
