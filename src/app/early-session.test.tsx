import { render, waitFor } from '@testing-library/react';
import { ApiProvider } from '../api/api-provider';
import { useSession } from '../api/endpoints/user-info';
import { needsSessionFirst, startSessionLookup } from './early-session';

afterEach(() => vi.unstubAllGlobals());

function SessionStatus() {
  const state = useSession();
  return <p data-testid="status">{state.status}</p>;
}

describe('early session lookup', () => {
  it('applies to the routes that wait for the session, in every URL form', () => {
    expect(needsSessionFirst('/freshpass/manage')).toBe(true);
    expect(needsSessionFirst('/freshpass/manage/cancel-plan.html')).toBe(true);
    expect(needsSessionFirst('/freshpass/manage/update-payments/3132')).toBe(true);
    expect(needsSessionFirst('/freshpass/manage/freshpass-faq')).toBe(false);
    expect(needsSessionFirst('/freshpass/manage/subscribe')).toBe(false);
    expect(needsSessionFirst('/somewhere/else')).toBe(false);
    // Not the manage page with store id "typo" (the router shows not-found there).
    expect(needsSessionFirst('/freshpass/manage/typo')).toBe(false);
  });

  it('starts the call once, with the banner header, and useSession uses that call', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(startSessionLookup({ pathname: '/freshpass/manage', hostname: 'vons.localhost' })).toBe(
      true,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/unified/userinfo?banner=vons');
    expect(init.credentials).toBe('include');
    const view = render(
      <ApiProvider banner="vons">
        <SessionStatus />
      </ApiProvider>,
    );
    // The failed call sends the shopper to sign-in, from the one request made before render.
    await waitFor(() => expect(view.getByTestId('status')).toHaveTextContent('redirect'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts nothing on an open route', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(
      startSessionLookup({ pathname: '/freshpass/manage/freshpass-faq', hostname: 'localhost' }),
    ).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
