import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BannerProvider, useBanner } from './banner-context';
import { contentUrl, useContent } from './use-content';
import type { ContentPath } from './content-types';

function Probe({ path }: { path: ContentPath }) {
  const { data, error, isLoading } = useContent(path);
  const { banner } = useBanner();
  if (isLoading) return <p>loading</p>;
  if (error) return <p role="alert">{`${error.kind}: ${error.message}`}</p>;
  return <p>{`${banner.displayName}: ${JSON.stringify(data)}`}</p>;
}

function renderProbe(path: ContentPath, bannerId = 'vons') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BannerProvider bannerId={bannerId}>
        <Probe path={path} />
      </BannerProvider>
    </SWRConfig>,
  );
}

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contentUrl', () => {
  it('joins the environment base, banner and path', () => {
    expect(contentUrl('vons', 'screens/manage')).toBe('/content/vons/screens/manage');
    expect(contentUrl('vons', 'faq', 'https://qa1-content.example/content')).toBe(
      'https://qa1-content.example/content/vons/faq',
    );
  });
});

describe('useContent', () => {
  it('fetches /content/<banner>/<path> and returns valid content', async () => {
    const fetchMock = respond({ displayType: 'expanded', html: '<p>Hi</p>' });
    vi.stubGlobal('fetch', fetchMock);
    renderProbe('faq');
    expect(await screen.findByText(/Vons: .*"displayType":"expanded"/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/content/vons/faq', expect.anything());
  });

  it('turns invalid content into an error state and logs one error naming path and pointer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      respond({
        displayType: 'expanded',
        sections: [{ id: 'a', title: 'x', titel: 'x', html: 'y' }],
      }),
    );
    renderProbe('faq', 'haggen');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'validation: invalid at "/sections/0/titel": unknown key "titel"',
    );
    const calls = error.mock.calls.filter(([m]) => String(m).startsWith('Content "faq"'));
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toMatch(/"\/sections\/0\/titel"/);
  });

  it('reports an HTTP failure as an error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond({}, 503));
    renderProbe('ui-text');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'http: the content service answered 503',
    );
  });

  it('reports a network failure and a non-JSON answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const first = renderProbe('terms');
    expect(await screen.findByRole('alert')).toHaveTextContent(/network: .*offline/);
    first.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    renderProbe('terms');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'parse: the answer is not valid JSON',
    );
  });

  it('refuses an unknown path without fetching', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = respond({});
    vi.stubGlobal('fetch', fetchMock);
    renderProbe('screens/not/valid' as ContentPath);
    expect(await screen.findByRole('alert')).toHaveTextContent('unknown-path');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
