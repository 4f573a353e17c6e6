import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiProvider } from './api-provider';
import { useCancel } from './endpoints/cancel';
import { useSubscription } from './endpoints/subscription';
import { useSession } from './endpoints/user-info';
import { getEnvironment } from './environment';

const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
const exp = Math.floor(Date.now() / 1000) + 3600;
const token = `${b64({ alg: 'HS256' })}.${b64({ aln: '1', hid: 'h', zip: '94588', gid: 'gid-1', uuid: 'uuid-1', exp, firstName: 'A', lastName: 'B', role: 'primary' })}.sig`;
const signedIn = { SWY_SHOP_TOKEN: token, userType: 'C', expireTime: exp * 1000 };
const subscription = {
  status: 'ACTIVE',
  planCode: 'annual',
  planType: 'annual',
  fee: 99,
  renewalDate: '2027-01-01',
  previousStatus: null,
  pendingSubscriptionType: null,
  pendingFee: null,
  freeTrialEndDate: null,
};

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

function harness(route: Route) {
  const calls: Array<{ url: string; method: string }> = [];
  const fetchMock = (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), method: init.method ?? 'GET' });
    return Promise.resolve(route(String(input), init));
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider banner="vons" env={getEnvironment('local')} fetch={fetchMock as typeof fetch}>
        {children}
      </ApiProvider>
    </SWRConfig>
  );
  return { calls, wrapper };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('useSession', () => {
  it('is loading, then signed in with the claims', async () => {
    const { wrapper } = harness(() => json(signedIn));
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.session).toMatchObject({
      gid: 'gid-1',
      authToken: token,
      role: 'primary',
    });
  });

  it('sends a guest to sign-in with the current path', async () => {
    window.history.pushState({}, '', '/freshpass/manage/change');
    const { wrapper } = harness(() => json({ userType: 'G' }));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('redirect'));
    expect(result.current.redirectTo).toBe(
      '/account/sign-in.html?redirect=%2Ffreshpass%2Fmanage%2Fchange',
    );
  });

  it('sends a failed user-info call to sign-in, without retrying', async () => {
    const { wrapper, calls } = harness(() => json({ code: '0007' }, 500));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.redirectTo).toMatch(/^\/account\/sign-in\.html/));
    expect(calls).toHaveLength(1);
  });

  it('sends a remembered-cookie holder without a session to re-sign-in', async () => {
    document.cookie = 'SWY_REMEMBER_ME=1; path=/';
    const { wrapper } = harness(() => json({ userType: 'G' }));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.redirectTo).toMatch(/^\/account\/re-sign-in\.html/));
    document.cookie = 'SWY_REMEMBER_ME=; Max-Age=0; path=/';
  });

  it('never stores the token in web storage', async () => {
    const { wrapper } = harness(() => json(signedIn));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain(token);
  });
});

describe('reads and mutations', () => {
  const route: Route = (url) => {
    if (url.includes('/userinfo')) return json(signedIn);
    if (url.includes('/subscription/user/get/')) return json({ code: '00015' }, 404);
    return json({ outcome: 'cancelled', refundAmount: null, subscription });
  };

  it('waits for the session, then treats 00015 as no subscription (null)', async () => {
    const { wrapper, calls } = harness(route);
    const { result } = renderHook(() => useSubscription(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(result.current.error).toBeUndefined();
    expect(calls.map((c) => c.url)[0]).toMatch(/userinfo/);
  });

  it('refuses a second send while one is in flight, and revalidates the subscription after', async () => {
    let release: () => void = () => undefined;
    const { wrapper, calls } = harness(async (url, init) => {
      if (init.method === 'POST') await new Promise<void>((r) => (release = r));
      return route(url, init);
    });
    const { result } = renderHook(() => ({ cancel: useCancel(), sub: useSubscription() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.sub.data).toBeNull());
    const before = calls.filter((c) => c.url.includes('/user/get/')).length;
    const body = { reasonCode: 'OTHER', userComments: '', retentionEligibilityCheck: false };
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.cancel.trigger(body);
      second = result.current.cancel.trigger(body);
    });
    await waitFor(() => expect(result.current.cancel.isMutating).toBe(true));
    expect(second).toBe(first);
    await act(async () => {
      release();
      await first;
    });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await expect(first).resolves.toMatchObject({ ok: true, data: { outcome: 'cancelled' } });
    expect(result.current.cancel.isMutating).toBe(false);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/user/get/')).length).toBeGreaterThan(before),
    );
  });

  it('keeps a failed mutation as an ApiError state and resolves, never rejects', async () => {
    const { wrapper } = harness((url, init) =>
      init.method === 'POST' ? json({ code: '0009' }, 400) : route(url, init),
    );
    const { result } = renderHook(() => useCancel(), { wrapper });
    await waitFor(() => expect(result.current.trigger).toBeDefined());
    await waitFor(async () => {
      const outcome = await result.current.trigger({
        reasonCode: 'BAD',
        userComments: '',
        retentionEligibilityCheck: false,
      });
      expect(outcome).toMatchObject({ ok: false, error: { kind: 'http', code: '0009' } });
    });
    await waitFor(() => expect(result.current.error?.code).toBe('0009'));
  });
});
