import { resolve } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { readMergedContent } from '../../shared-node/content-files';
import { ApiProvider } from '../api/api-provider';
import { useCancelReasons } from '../api/endpoints/cancel-reasons';
import { useSubscription } from '../api/endpoints/subscription';
import { useSession } from '../api/endpoints/user-info';
import { getEnvironment } from '../api/environment';
import { json, signedIn, subscription } from '../api/testing/api-harness';
import { pageContentPaths } from './first-screen';
import { carriedNeeds, type PageData } from './page-data';
import { earlyApiData, startSessionLookup } from './early-session';
import { matchRoute } from '../routes/match-route';

afterEach(() => vi.unstubAllGlobals());

const root = resolve(import.meta.dirname, '../..');
const env = getEnvironment('local');

/** The data the build writes into a route's page on a banner (scripts/build/prerender.ts). */
function pageOf(banner: string, path: string): PageData {
  const route = matchRoute(path)?.route;
  if (!route) throw new Error(`no route ${path}`);
  const content: Record<string, unknown> = {};
  const read = (p: string) => readMergedContent(root, banner, p);
  const all = carriedNeeds(route, banner, {
    'feature-toggles': read('feature-toggles'),
    [`screens/${route.screen}`]: read(`screens/${route.screen}`),
  });
  for (const p of pageContentPaths(route, all)) content[p] = read(p);
  return { banner, route: route.path, content };
}

function Screen() {
  const state = useSession();
  const sub = useSubscription();
  const reasons = useCancelReasons();
  return (
    <p data-testid="status">
      {state.status} {sub.data ? sub.data.status : '-'} {reasons.data ? reasons.data.length : '-'}
    </p>
  );
}

/** The screen on Vons with a fresh SWR cache, as the app mounts it after the early lookup. */
const renderScreen = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider banner="vons" env={env}>
        <Screen />
      </ApiProvider>
    </SWRConfig>,
  );

describe('the early session lookup', () => {
  it('reads the route’s API data from the content the page carries, in every URL form', () => {
    const cancel = pageOf('vons', '/freshpass/manage/cancel-plan');
    expect(earlyApiData('/freshpass/manage/cancel-plan', cancel)).toEqual([
      'user-info',
      'subscription',
      'profile',
      'cancelReasons',
    ]);
    expect(earlyApiData('/freshpass/manage/cancel-plan.html', cancel)).toContain('subscription');
    expect(earlyApiData('/freshpass/manage/cancel-plan/3132', cancel)).toContain('user-info');
    expect(earlyApiData('/freshpass/manage', pageOf('safeway', '/freshpass/manage'))).toEqual([
      'user-info',
      'subscription',
      'profile',
    ]);
    // No block of update-payments is bound to a call: its membership and nav still are.
    const payments = pageOf('vons', '/freshpass/manage/update-payments');
    expect(earlyApiData('/freshpass/manage/update-payments', payments)).toEqual([
      'user-info',
      'subscription',
      'profile',
    ]);
    const faq = pageOf('vons', '/freshpass/manage/freshpass-faq');
    expect(earlyApiData('/freshpass/manage/freshpass-faq', faq)).toEqual([]);
    // No page data (the dev server), or data of another page: the app's hooks do it all.
    expect(earlyApiData('/freshpass/manage/cancel-plan', undefined)).toEqual([]);
    expect(earlyApiData('/freshpass/manage/typo', cancel)).toEqual([]);
  });

  it('starts user-info, then the session reads once it answers; the hooks send nothing again', async () => {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    let answerUserInfo = (_: Response) => undefined as void;
    const fetchMock = vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      if (url.includes('/unified/userinfo')) {
        return new Promise<Response>((done) => (answerUserInfo = done));
      }
      if (url.includes('/cancel/reasons')) {
        return Promise.resolve(json({ reasons: [{ reasonCode: 'R1', reasonText: 'Too dear' }] }));
      }
      return Promise.resolve(json(subscription));
    });
    vi.stubGlobal('fetch', fetchMock);
    const page = pageOf('vons', '/freshpass/manage/cancel-plan');
    const started = startSessionLookup(
      { pathname: '/freshpass/manage/cancel-plan', hostname: 'vons.localhost' },
      page,
      env,
    );
    expect(started).toEqual(['user-info', 'subscription', 'profile', 'cancelReasons']);
    // Only user-info until it answers: the session reads need its token.
    expect(sent.map((call) => call.url)).toEqual([
      expect.stringContaining('/userinfo?banner=vons'),
    ]);
    answerUserInfo(json(signedIn));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[1].url).toBe('/api/subscription/user/get/gid-1');
    expect(sent[2].url).toMatch(/^\/api\/customers\/gid-1\/profile\?/);
    expect(sent[3].url).toBe('/api/subscription/user/cancel/reasons');
    for (const call of sent) {
      expect(call.headers['x-swy_banner']).toBe('vons');
      expect(call.headers['x-swy-correlation-id']).toBeTruthy();
    }
    expect(sent[1].headers.authorization).toMatch(/^Bearer /);
    const view = renderScreen();
    await waitFor(() => expect(view.getByTestId('status')).toHaveTextContent('signed-in ACTIVE 1'));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('starts no session read when the session is not valid, and the hook redirects', async () => {
    const fetchMock = vi.fn(async () => json({ userType: 'G' }));
    vi.stubGlobal('fetch', fetchMock);
    startSessionLookup(
      { pathname: '/freshpass/manage', hostname: 'vons.localhost' },
      pageOf('vons', '/freshpass/manage'),
      env,
    );
    const view = renderScreen();
    await waitFor(() => expect(view.getByTestId('status')).toHaveTextContent('redirect'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts nothing on an open route', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const faq = pageOf('vons', '/freshpass/manage/freshpass-faq');
    expect(
      startSessionLookup(
        { pathname: '/freshpass/manage/freshpass-faq', hostname: 'vons.localhost' },
        faq,
        env,
      ),
    ).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
