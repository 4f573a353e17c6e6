import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BannerProvider, useBanner } from './banner-context';
import { contentUrl } from './content-url';
import { contentFallback, useContent } from './use-content';
import type { ContentPath } from './content-types';

function Probe({ path }: { path: ContentPath }) {
  const { data, error, isLoading } = useContent(path);
  const { banner } = useBanner();
  if (isLoading) return <p>loading</p>;
  if (error) return <p role="alert">{`${error.kind} ${error.code}: ${error.detail}`}</p>;
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

function Named({ name }: { name: string }) {
  const { data, error } = useContent('faq');
  const { banner } = useBanner();
  if (error) return <p>{`${name} failed`}</p>;
  return data ? <p>{`${name}: ${banner.displayName} ${JSON.stringify(data)}`}</p> : null;
}

/** One block now and a second one on a click, over a page that carries `carried`. */
function Later({ carried }: { carried: Record<string, unknown> }) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        // SWR leaves 5 s after mount before a focus may read again; a test cannot wait that long.
        focusThrottleInterval: 0,
        fallback: contentFallback('vons', carried),
      }}
    >
      <BannerProvider bannerId="vons">
        <Named name="first" />
        <MountOnClick>
          <Named name="second" />
        </MountOnClick>
      </BannerProvider>
    </SWRConfig>
  );
}

function MountOnClick({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  return shown ? children : <button onClick={() => setShown(true)}>mount</button>;
}

/** SWR revalidates data it already has on the next animation frame: give it time to. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const respond = (body: unknown, status = 200) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );

/** The headers of each call a fetch mock received. */
const headersOf = (mock: ReturnType<typeof respond>) =>
  mock.mock.calls.map(([, init]) => (init?.headers ?? {}) as Record<string, string>);

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

  it('sends the banner and a fresh correlation id, as every call does (contract §7)', async () => {
    const fetchMock = respond({ displayType: 'expanded', html: '<p>Hi</p>' });
    vi.stubGlobal('fetch', fetchMock);
    const first = renderProbe('faq');
    await screen.findByText(/Vons: /);
    first.unmount();
    renderProbe('faq');
    await screen.findByText(/Vons: /);
    const sent = headersOf(fetchMock);
    expect(sent).toHaveLength(2);
    for (const headers of sent) {
      expect(headers['x-swy_banner']).toBe('vons');
      expect(headers['x-swy-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers.accept).toBe('application/json');
      // Content is public: no bearer, no gateway key.
      expect(headers.authorization).toBeUndefined();
      expect(headers['ocp-apim-subscription-key']).toBeUndefined();
    }
    expect(sent[0]?.['x-swy-correlation-id']).not.toBe(sent[1]?.['x-swy-correlation-id']);
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
      'validation VALIDATION: it does not match its schema "faq"',
    );
    const calls = error.mock.calls.filter(([m]) => String(m).startsWith('Content "faq"'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toMatch(/\n {2}\/sections\/0\/titel {2}unknown key "titel"/);
  });

  it('reports an HTTP failure as an ApiError with the answer’s code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond({ code: '0007' }, 503));
    renderProbe('ui-text');
    expect(await screen.findByRole('alert')).toHaveTextContent('http 0007: HTTP 503 0007');
  });

  it('reports a network failure and a non-JSON answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const first = renderProbe('terms');
    expect(await screen.findByRole('alert')).toHaveTextContent('network NETWORK: offline');
    first.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    renderProbe('terms');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "validation VALIDATION: Malformed JSON at line 1, column 1: Unexpected character '<'",
    );
  });

  it('reads a path once a page load: a block mounting later uses that answer', async () => {
    const fetchMock = respond({ displayType: 'expanded', html: '<p>Hi</p>' });
    vi.stubGlobal('fetch', fetchMock);
    render(<Later carried={{}} />);
    expect(await screen.findByText(/first: Vons/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'mount' }).click();
    expect(await screen.findByText(/second: Vons/)).toBeInTheDocument();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads carried content once when the page goes live, not once per block', async () => {
    const fetchMock = respond({ displayType: 'expanded', html: '<p>Live</p>' });
    vi.stubGlobal('fetch', fetchMock);
    render(<Later carried={{ faq: { displayType: 'expanded', html: '<p>Built</p>' } }} />);
    expect(await screen.findByText(/first: .*Live/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'mount' }).click();
    expect(await screen.findByText(/second: .*Live/)).toBeInTheDocument();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not read content again when the window gets focus', async () => {
    const fetchMock = respond({ displayType: 'expanded', html: '<p>Hi</p>' });
    vi.stubGlobal('fetch', fetchMock);
    render(<Later carried={{}} />);
    expect(await screen.findByText(/first: Vons/)).toBeInTheDocument();
    await settle();
    // jsdom's document is never visible unless told; SWR revalidates only a visible one.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not read a path again when SWR revalidates after the answer is in (issue 27)', async () => {
    // A hook that rendered before the first answer and revalidates well after it (a slow render
    // on a loaded machine, or the connection coming back) is handed the answer already read.
    const fetchMock = respond({ displayType: 'expanded', html: '<p>Live</p>' });
    vi.stubGlobal('fetch', fetchMock);
    render(<Later carried={{ faq: { displayType: 'expanded', html: '<p>Built</p>' } }} />);
    expect(await screen.findByText(/first: .*Live/)).toBeInTheDocument();
    await settle();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses an unknown path without fetching', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = respond({});
    vi.stubGlobal('fetch', fetchMock);
    renderProbe('screens/not/valid' as ContentPath);
    expect(await screen.findByRole('alert')).toHaveTextContent('is not a known content path');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
