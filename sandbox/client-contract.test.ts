/**
 * The real client (src/api) against the real sandbox over HTTP: paths, headers, CSRF and answer
 * shapes agree end to end, not only in each side's own tests.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/api/client';
import { cancelPlan } from '../src/api/endpoints/cancel';
import { fetchCancelReasons } from '../src/api/endpoints/cancel-reasons';
import { createPlan } from '../src/api/endpoints/create-plan';
import { fetchDiscountPlan } from '../src/api/endpoints/discount-plan';
import { fetchEnrollmentDetails } from '../src/api/endpoints/enrollment-details';
import { fetchPartnerOffers } from '../src/api/endpoints/partner-offers';
import { fetchPaymentMethods } from '../src/api/endpoints/payment-methods';
import { fetchPlans } from '../src/api/endpoints/plans';
import { fetchProfile } from '../src/api/endpoints/profile-call';
import { reinstatePlan } from '../src/api/endpoints/reinstate';
import { fetchSubscription } from '../src/api/endpoints/subscription';
import { fetchTerms } from '../src/api/endpoints/terms';
import { updatePayment } from '../src/api/endpoints/update-payment';
import { fetchUserInfo } from '../src/api/endpoints/user-info';
import { getEnvironment } from '../src/api/environment';
import { decideSession, type Session } from '../src/api/session';
import { createSandbox } from './app';

let server: ServerType;
let base = '';
const jar = new Map<string, string>();

beforeAll(async () => {
  const { app } = createSandbox({ today: '2026-03-10' });
  server = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A browser-like fetch: relative URLs against the sandbox, cookies kept. */
const browserFetch: typeof fetch = async (input, init = {}) => {
  const headers = {
    ...(init.headers as Record<string, string>),
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  const res = await fetch(new URL(String(input), base), { ...init, headers, redirect: 'manual' });
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  return res;
};

async function signIn(persona: string): Promise<{ client: ApiClient; session: Session }> {
  jar.clear();
  await browserFetch('/__sandbox/reset', { method: 'POST' });
  await browserFetch(`/account/sign-in.html?persona=${persona}&redirect=/freshpass/manage`);
  const client = createApiClient({
    env: getEnvironment('local'),
    banner: 'vons',
    fetch: browserFetch,
    cookies: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  });
  const info = await fetchUserInfo(client, 'vons.localhost');
  const state = decideSession({
    result: { ok: true, info },
    now: Date.now(),
    rememberedCookie: false,
    returnTo: '/',
    env: client.env,
  });
  if (!state.session) throw new Error(`${persona} did not sign in`);
  return { client, session: state.session };
}

describe('client against the sandbox', () => {
  it('reads every signed-in resource with the shapes the hooks expect', async () => {
    const { client, session } = await signIn('active-annual');
    expect(session).toMatchObject({ gid: 'gid-active-annual', role: 'primary', firstName: 'Arlo' });
    expect(await fetchSubscription(client, session)).toMatchObject({
      status: 'ACTIVE',
      planType: 'annual',
    });
    expect(await fetchEnrollmentDetails(client, session)).toMatchObject({ enrolled: true });
    expect((await fetchPlans(client, true, session.authToken)).map((p) => p.planCode)).toContain(
      'snap',
    );
    expect(await fetchPaymentMethods(client, session)).toHaveLength(1);
    expect((await fetchProfile(client, session)).profileCompletionPercentage).toBe('100');
    expect((await fetchTerms(client, session)).html).toContain('Vons');
    expect((await fetchCancelReasons(client, session)).length).toBeGreaterThan(2);
    const offers = await fetchPartnerOffers(
      client,
      { storeId: '1502', pageSource: 'manage', bannerType: 'vons' },
      session.authToken,
    );
    expect(offers.map((o) => o.offerId)).toEqual([
      'expedia-hotels',
      'lto-double-points',
      'lto-b2g1',
    ]);
    expect(await fetchDiscountPlan(client, 'EXPEDIA25')).toMatchObject({ discountedFee: 74.25 });
    expect(await fetchDiscountPlan(client, 'EXPEDIA25', 'travel')).toMatchObject({
      partnerName: 'Expedia',
    });
    await expect(fetchDiscountPlan(client, 'EXPEDIA25', 'dining')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      code: 'DISCOUNT_UNAVAILABLE',
    });
  });

  it('sends mutations with the CSRF cookie value, and maps refusals to ApiErrors', async () => {
    const { client, session } = await signIn('active-monthly');
    const offer = await cancelPlan(client, session, {
      reasonCode: 'TOO_EXPENSIVE',
      userComments: 'hi',
      retentionEligibilityCheck: true,
    });
    expect(offer.outcome).toBe('retention-offer');
    const change = await createPlan(client, session, {
      planCode: 'retentionannual',
      campaignType: 'retention',
    });
    expect(change).toMatchObject({ status: 'CHANGE_PLAN', pendingFee: 49.5 });
    await expect(createPlan(client, session, { planCode: 'annual' })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      code: 'CHANGE_PENDING',
    });
  });

  it('treats 00015 as no subscription and carries 412 00023 through', async () => {
    const shopper = await signIn('new-shopper');
    expect(await fetchSubscription(shopper.client, shopper.session)).toBeNull();
    const refund = await signIn('refund-fails');
    await expect(
      cancelPlan(refund.client, refund.session, {
        reasonCode: 'OTHER',
        userComments: '',
        retentionEligibilityCheck: false,
      }),
    ).rejects.toMatchObject({ status: 412, code: '00023' });
  });

  it('updates payment with a frame token and reinstates a cancelled plan', async () => {
    const { client, session } = await signIn('cancelled');
    const tok = await browserFetch('/tokenservice/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
      body: JSON.stringify({ cardNumber: '4111111111111111', expiry: '12/29' }),
    });
    const { token } = (await tok.json()) as { token: string };
    const tenders = await updatePayment(client, session, { paymentToken: token });
    expect(tenders.find((t) => t.isDefault)?.last4).toBe('1111');
    expect(await reinstatePlan(client, session)).toMatchObject({
      status: 'ACTIVE',
      previousStatus: 'CANCELLED',
    });
  });
});
