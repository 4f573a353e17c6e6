import { requestContent } from './content-requests';

const faq = { displayType: 'expanded', html: '<p>Hi</p>' };

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
