import { renderHook, waitFor } from '@testing-library/react';
import { useCancel } from './endpoints/cancel';
import { useSubscription } from './endpoints/subscription';
import { useSession } from './endpoints/user-info';
import { harness, json, signedIn, subscription, token, type Route } from './testing/api-harness';

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
