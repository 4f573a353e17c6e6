import { createApiClient, type ApiClient } from './client';
import { getEnvironment } from './environment';
import { cancelPlan } from './endpoints/cancel';
import { fetchCancelReasons } from './endpoints/cancel-reasons';
import { createPlan } from './endpoints/create-plan';
import { fetchDiscountPlan } from './endpoints/discount-plan';
import { fetchEnrollmentDetails } from './endpoints/enrollment-details';
import { fetchPartnerOffers } from './endpoints/partner-offers';
import { fetchPaymentMethods } from './endpoints/payment-methods';
import { fetchPlans } from './endpoints/plans';
import { fetchProfile } from './endpoints/profile-call';
import { reinstatePlan } from './endpoints/reinstate';
import { fetchSubscription } from './endpoints/subscription';
import { fetchTerms } from './endpoints/terms';
import { updatePayment } from './endpoints/update-payment';
import { fetchUserInfo } from './endpoints/user-info';
import type { Session } from './session';
import { subscription } from './testing/api-harness';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

const session = { gid: 'gid-1', uuid: 'uuid-1', authToken: 'tok.en.x' } as Session;

function setup(env = getEnvironment('local'), answer: () => Response = () => new Response('{}')) {
  const sent: Sent[] = [];
  let id = 0;
  const client = createApiClient({
    env,
    banner: 'vons',
    cookies: () => 'other=1; XSRF-TOKEN=csrf-123',
    newId: () => `corr-${(id += 1)}`,
    now: () => new Date(Date.UTC(2026, 2, 10)),
    fetch: (input, init = {}) => {
      sent.push({ url: String(input), init, headers: init.headers as Record<string, string> });
      return Promise.resolve(answer());
    },
  });
  return { client, sent };
}

const bodies: Record<string, unknown> = {
  subscription,
  plans: { plans: [] },
  tenders: { tenders: [] },
  reasons: { reasons: [] },
  offers: { offers: [] },
  cancel: { outcome: 'cancelled', refundAmount: null, subscription },
  enrol: { enrolled: true, role: 'primary', snapEligible: false, snapVerified: false },
  terms: { html: '<p>t</p>' },
  discount: { discountCode: 'X', planCode: 'annual', discountedFee: 1 },
  profile: {},
  userinfo: { userType: 'G' },
};

type Row = [
  string,
  keyof typeof bodies,
  (c: ApiClient) => Promise<unknown>,
  string,
  string,
  {
    bearer: boolean;
    key: boolean;
    accept?: string;
    date?: boolean;
    client?: string;
    csrf: boolean;
  },
];
const rows: Row[] = [
  [
    'user info',
    'userinfo',
    (c) => fetchUserInfo(c, 'vons.localhost'),
    'GET',
    '/bin/swy/unified/userinfo?banner=vons&_=',
    { bearer: false, key: false, csrf: false },
  ],
  [
    'subscription',
    'subscription',
    (c) => fetchSubscription(c, session),
    'GET',
    '/api/subscription/user/get/gid-1',
    { bearer: true, key: true, csrf: false },
  ],
  [
    'enrolment details',
    'enrol',
    (c) => fetchEnrollmentDetails(c, session),
    'GET',
    '/api/subscription/user/getUserEnrollmentDetails/uuid-1/gid-1',
    { bearer: true, key: true, csrf: false },
  ],
  [
    'plans (SNAP on)',
    'plans',
    (c) => fetchPlans(c, true, 'tok.en.x'),
    'GET',
    '/api/subscription/plans',
    { bearer: true, key: true, accept: 'application/vnd.safeway.v4+json', date: true, csrf: false },
  ],
  [
    'plans (SNAP off)',
    'plans',
    (c) => fetchPlans(c, false, 'tok.en.x'),
    'GET',
    '/api/subscription/plans',
    { bearer: true, key: true, accept: 'application/vnd.safeway.v2+json', date: true, csrf: false },
  ],
  [
    'create plan',
    'subscription',
    (c) => createPlan(c, session, { planCode: 'annual' }),
    'POST',
    '/api/subscription/user/create/gid-1',
    { bearer: true, key: true, client: 'WEB-PORTAL', csrf: true },
  ],
  [
    'payment methods',
    'tenders',
    (c) => fetchPaymentMethods(c, session),
    'GET',
    '/api/payments/customers/uuid-1/tenders?context=FRESH_PASS&storeId=9999',
    { bearer: true, key: true, date: true, csrf: false },
  ],
  [
    'update payment',
    'tenders',
    (c) => updatePayment(c, session, { paymentToken: 't' }),
    'POST',
    '/api/payments/customers/uuid-1/tenders?context=FRESH_PASS&storeId=9999',
    { bearer: true, key: true, date: true, csrf: true },
  ],
  [
    'profile',
    'profile',
    (c) => fetchProfile(c, session),
    'GET',
    '/api/customers/gid-1/profile?uuid=uuid-1&version=4&fl=address%2Cfactors',
    { bearer: true, key: true, csrf: false },
  ],
  [
    'terms',
    'terms',
    (c) => fetchTerms(c, session),
    'GET',
    '/api/subscription/user/terms/gid/gid-1',
    { bearer: true, key: true, csrf: false },
  ],
  [
    'reinstate',
    'subscription',
    (c) => reinstatePlan(c, session),
    'POST',
    '/api/subscription/user/reinstate/gid-1',
    { bearer: true, key: true, csrf: true },
  ],
  [
    'cancel reasons',
    'reasons',
    (c) => fetchCancelReasons(c, session),
    'GET',
    '/api/subscription/user/cancel/reasons',
    { bearer: true, key: true, client: 'WEB-PORTAL', csrf: false },
  ],
  [
    'cancel',
    'cancel',
    (c) =>
      cancelPlan(c, session, {
        reasonCode: 'OTHER',
        userComments: '',
        retentionEligibilityCheck: true,
      }),
    'POST',
    '/api/subscription/user/cancel/gid-1',
    { bearer: true, key: true, csrf: true },
  ],
  [
    'discount plan',
    'discount',
    (c) => fetchDiscountPlan(c, 'X'),
    'GET',
    '/api/subscription/anonymous/discountplan?discountCode=X',
    { bearer: false, key: true, csrf: false },
  ],
  [
    'partner offers (signed in)',
    'offers',
    (c) =>
      fetchPartnerOffers(c, { storeId: '1', pageSource: 'manage', bannerType: 'vons' }, 'tok.en.x'),
    'GET',
    '/api/partnerOffers/allocation?storeId=1&pageSource=manage',
    { bearer: true, key: true, csrf: false },
  ],
  [
    'partner offers (guest)',
    'offers',
    (c) =>
      fetchPartnerOffers(c, {
        storeId: '1',
        pageSource: 'manage',
        partnerOfferType: 'lto',
        bannerType: 'vons',
      }),
    'GET',
    '/api/partnerOffers/allocation?storeId=1&pageSource=manage&partnerOfferType=lto',
    { bearer: false, key: true, csrf: false },
  ],
];

describe('client headers', () => {
  it.each(rows)('%s', async (_name, body, run, method, url, want) => {
    const { client, sent } = setup(
      getEnvironment('local'),
      () => new Response(JSON.stringify(bodies[body])),
    );
    await run(client);
    expect(sent).toHaveLength(1);
    const [{ url: u, init, headers }] = sent as [Sent];
    expect(init.method).toBe(method);
    expect(u.startsWith(url)).toBe(true);
    expect(headers['x-swy_banner']).toBe('vons');
    expect(headers['x-swy-correlation-id']).toBe('corr-1');
    expect(headers.authorization).toBe(want.bearer ? 'Bearer tok.en.x' : undefined);
    expect(headers['ocp-apim-subscription-key']).toBe(
      want.key ? 'sandbox-subscription-key' : undefined,
    );
    expect(headers.accept).toBe(want.accept ?? 'application/vnd.safeway.v2+json');
    expect(headers['x-swy-date']).toBe(want.date ? 'Tue, 10 Mar 2026 00:00:00 GMT' : undefined);
    expect(headers['x-swy-client-name']).toBe(want.client);
    expect(headers['x-xsrf-token']).toBe(want.csrf ? 'csrf-123' : undefined);
    // Mutations carry an idempotency key (the second fresh id); reads never do.
    expect(headers['idempotency-key']).toBe(method === 'GET' ? undefined : 'corr-2');
  });

  it('sends a fresh correlation id on every call', async () => {
    const { client, sent } = setup(
      getEnvironment('local'),
      () => new Response(JSON.stringify(subscription)),
    );
    await fetchSubscription(client, session);
    await fetchSubscription(client, session);
    expect(sent.map((s) => s.headers['x-swy-correlation-id'])).toEqual(['corr-1', 'corr-2']);
  });

  it('sends the user-info call with credentials, to the QA host on a local host in qa1', async () => {
    const { client, sent } = setup(getEnvironment('qa1'), () => new Response('{"userType":"G"}'));
    await fetchUserInfo(client, 'localhost');
    await fetchUserInfo(client, 'www.vons.com');
    expect(sent[0]?.url).toMatch(
      /^https:\/\/qa1-www\.safeway\.com\/bin\/swy\/unified\/userinfo\?banner=vons&_=\d+/,
    );
    expect(sent[1]?.url).toMatch(/^\/bin\/swy\/unified\/userinfo\?banner=vons/);
    expect(sent[0]?.init.credentials).toBe('include');
  });

  it('sends the bearer only to configured origins and CSRF only to relative URLs', async () => {
    const { client, sent } = setup(
      getEnvironment('qa1'),
      () => new Response(JSON.stringify(subscription)),
    );
    await createPlan(client, session, { planCode: 'annual' });
    await client.request(
      { url: 'https://evil.example/steal', token: 'tok.en.x', method: 'POST', body: {} },
      (j) => j,
    );
    expect(sent[0]?.url).toBe(
      'https://qa1-apim.freshpass.example/abs/qa1api/subscription/user/create/gid-1',
    );
    expect(sent[0]?.headers.authorization).toBe('Bearer tok.en.x');
    expect(sent[0]?.headers['x-xsrf-token']).toBeUndefined();
    expect(sent[1]?.headers.authorization).toBeUndefined();
  });

  it('uses getPartnerDiscount in stage and prod', async () => {
    for (const name of ['stage', 'prod']) {
      const { client, sent } = setup(
        getEnvironment(name),
        () => new Response(JSON.stringify(bodies.discount)),
      );
      await fetchDiscountPlan(client, 'X');
      expect(sent[0]?.url).toContain('/subscription/anonymous/getPartnerDiscount?discountCode=X');
    }
  });
});

describe('idempotency keys', () => {
  const body = { reasonCode: 'OTHER', userComments: '', retentionEligibilityCheck: false };
  const ok = () => new Response(JSON.stringify(bodies.cancel));

  /** A client whose answers are taken in turn from `answers` (a thrown value is a network error). */
  function scripted(answers: Array<() => Response>) {
    const keys: Array<string | undefined> = [];
    let id = 0;
    const client = createApiClient({
      env: getEnvironment('local'),
      banner: 'vons',
      cookies: () => 'XSRF-TOKEN=csrf-123',
      newId: () => `id-${(id += 1)}`,
      fetch: (_input, init = {}) => {
        keys.push((init.headers as Record<string, string>)['idempotency-key']);
        const next = answers.shift();
        if (!next) throw new Error('no answer scripted');
        return Promise.resolve().then(next);
      },
    });
    const send = (comments = '') =>
      cancelPlan(client, session, { ...body, userComments: comments }).then(
        () => 'ok',
        (error: { code: string }) => error.code,
      );
    return { client, keys, send };
  }

  it('sends a new key for each send that got a clear answer', async () => {
    const refused = () => new Response('{"code":"0009"}', { status: 400 });
    const { keys, send } = scripted([ok, refused, ok]);
    expect([await send(), await send(), await send()]).toEqual(['ok', '0009', 'ok']);
    expect(keys).toEqual(['id-2', 'id-4', 'id-6']);
  });

  it('reuses the key when the shopper retries a send whose outcome is unknown', async () => {
    const dropped = () => {
      throw new TypeError('Failed to fetch');
    };
    const serverError = () => new Response('{"code":"0007"}', { status: 500 });
    const garbled = () => new Response('{"status": "ACT');
    const { keys, send } = scripted([dropped, serverError, garbled, ok, ok]);
    expect(await send()).toBe('NETWORK');
    expect(await send()).toBe('0007');
    expect(await send()).toBe('VALIDATION');
    expect(await send()).toBe('ok');
    // The first send after the success is a new mutation: a new key.
    expect(await send()).toBe('ok');
    expect(keys).toEqual(['id-2', 'id-2', 'id-2', 'id-2', 'id-7']);
  });

  it('sends a new key when the retry carries other form content', async () => {
    const dropped = () => {
      throw new TypeError('Failed to fetch');
    };
    const { keys, send } = scripted([dropped, ok]);
    expect(await send('first words')).toBe('NETWORK');
    expect(await send('other words')).toBe('ok');
    expect(keys).toEqual(['id-2', 'id-4']);
  });
});
