import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import { holdEarly } from './early-reads';
import { apiKey, type ApiKey } from './keys';
import { EARLY_ANSWER_FRESH_MS, useApiQuery } from './use-api-query';

const tick = () => new Promise((done) => setTimeout(done, 0));

/** Each test's hooks under a cache of their own. */
function freshCache() {
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
  );
  return { cache, wrapper };
}

describe('useApiQuery and the early answers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders an answer already in with its first render, and reads nothing again', async () => {
    const key = apiKey('subscription', 'gid-in');
    holdEarly(key, Promise.resolve({ plan: 'monthly' }));
    await tick();
    const fetcher = vi.fn(() => Promise.resolve({ plan: 'fresh' }));
    const seen: unknown[] = [];
    const { wrapper } = freshCache();
    renderHook(
      () => {
        const query = useApiQuery(key, fetcher);
        seen.push(query.data);
        return query;
      },
      { wrapper },
    );
    expect(seen[0]).toEqual({ plan: 'monthly' });
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(fetcher).not.toHaveBeenCalled();
    expect(seen.every((data) => (data as { plan: string }).plan === 'monthly')).toBe(true);
  });

  it('counts the answer as a read just made: soon after, no read; later, SWR reads it again', async () => {
    const key = apiKey('subscription', 'gid-window');
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    holdEarly(key, Promise.resolve({ plan: 'monthly' }));
    await tick();
    const fetcher = vi.fn(() => Promise.resolve({ plan: 'annual' }));
    const { wrapper } = freshCache();
    const Reader = ({ id }: { id: string }) => (
      <p data-testid={id}>{(useApiQuery(key, fetcher).data as { plan: string })?.plan}</p>
    );
    const first = render(<Reader id="first" />, { wrapper });
    now.mockReturnValue(start + EARLY_ANSWER_FRESH_MS - 1);
    first.rerender(
      <>
        <Reader id="first" />
        <Reader id="soon" />
      </>,
    );
    // SWR revalidates data it already shows on the next frame: wait past it.
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(fetcher).not.toHaveBeenCalled();
    expect(first.getByTestId('soon').textContent).toBe('monthly');

    now.mockReturnValue(start + EARLY_ANSWER_FRESH_MS);
    first.rerender(
      <>
        <Reader id="first" />
        <Reader id="soon" />
        <Reader id="later" />
      </>,
    );
    await waitFor(() => expect(first.getByTestId('first').textContent).toBe('annual'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows the answer without reading it again when a waiting hook gets its key', async () => {
    const key = apiKey('subscription', 'gid-key-arrives');
    const fetcher = vi.fn(() => Promise.resolve({ plan: 'second call' }));
    const { wrapper } = freshCache();
    const { result, rerender } = renderHook(
      ({ ready }: { ready: boolean }) => useApiQuery(ready ? key : null, fetcher),
      { wrapper, initialProps: { ready: false } },
    );
    holdEarly(key, Promise.resolve({ plan: 'monthly' }));
    await act(tick);
    rerender({ ready: true });
    expect(result.current.data).toEqual({ plan: 'monthly' });
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('waits for an answer still on its way, and takes the call instead of sending another', async () => {
    const key = apiKey('subscription', 'gid-on-its-way');
    let answer: (value: unknown) => void = () => undefined;
    holdEarly(key, new Promise((done) => (answer = done)));
    const fetcher = vi.fn(() => Promise.resolve({ plan: 'second call' }));
    const { wrapper } = freshCache();
    const { result } = renderHook(() => useApiQuery(key, fetcher), { wrapper });
    expect(result.current.data).toBeUndefined();
    answer({ plan: 'monthly' });
    await waitFor(() => expect(result.current.data).toEqual({ plan: 'monthly' }));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('hydrates as the build rendered the page, without the answer, then shows it', async () => {
    const key: ApiKey = apiKey('subscription', 'gid-hydrate');
    const Plan = () => {
      const { data } = useApiQuery(key, () => Promise.resolve({ plan: 'second call' }));
      return <p>{(data as { plan: string } | undefined)?.plan ?? 'loading'}</p>;
    };
    const page = () => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Plan />
      </SWRConfig>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    expect(container.textContent).toBe('loading');
    holdEarly(key, Promise.resolve({ plan: 'monthly' }));
    await tick();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(container.textContent).toBe('monthly'));
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe('useApiQuery renders for what its caller reads', () => {
  it('does not render a reader of data again when only the loading flag changes', async () => {
    const key = apiKey('subscription', 'gid-lazy');
    const flagKey = apiKey('subscription', 'gid-lazy-flag');
    const cache = new Map();
    const fallback = {
      [unstable_serialize(key)]: { plan: 'monthly' },
      [unstable_serialize(flagKey)]: { plan: 'monthly' },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache, fallback }}>{children}</SWRConfig>
    );
    const same = () => Promise.resolve({ plan: 'monthly' });
    let dataRenders = 0;
    let flagRenders = 0;
    renderHook(
      () => {
        dataRenders += 1;
        return useApiQuery(key, same).data;
      },
      { wrapper },
    );
    renderHook(
      () => {
        flagRenders += 1;
        const query = useApiQuery(flagKey, same);
        return [query.data, query.isLoading];
      },
      { wrapper },
    );
    // SWR revalidates data it already shows on the next frame. The loading flag then goes from
    // true to false under both hooks, with the same data; only the flag's reader renders again.
    await waitFor(() => expect(flagRenders).toBeGreaterThan(1));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(dataRenders).toBe(1);
  });
});
