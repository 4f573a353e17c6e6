import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const get = async () => (await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).body;
const create = (body: Record<string, unknown>) =>
  t.call('POST', `/api/subscription/user/create/${t.gid()}`, { body });
const cancel = (reasonCode: string, retentionEligibilityCheck = false, userComments = '') =>
  t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, {
    body: { reasonCode, userComments, retentionEligibilityCheck },
  });
const token = async (cardNumber: string) =>
  String(
    (
      await t.call('POST', '/tokenservice/tokenize', {
        body: { cardNumber, expiry: '12/29', cvv: '123' },
      })
    ).body.token,
  );

describe('subscribing', () => {
  it('answers 00015 for a shopper who never subscribed, then starts a monthly free trial', async () => {
    await t.signIn('new-shopper');
    expect(await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).toMatchObject({
      status: 200,
      body: { code: '00015' },
    });
    const res = await create({
      planCode: 'monthly',
      paymentToken: await token('4111 1111 1111 1111'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'TRIAL',
      isTrial: true,
      freeTrialEndDate: '2026-04-09',
      renewalDate: '2026-04-09',
      trialDurationDays: 30,
    });
  });

  it('lists SNAP plans only with the v4 accept type, never the retention plan', async () => {
    const v2 = await t.call('GET', '/api/subscription/plans', {
      headers: { accept: 'application/vnd.safeway.v2+json' },
    });
    const v4 = await t.call('GET', '/api/subscription/plans', {
      headers: { accept: 'application/vnd.safeway.v4+json' },
    });
    const codes = (r: typeof v2) =>
      (r.body.plans as Array<{ planCode: string }>).map((p) => p.planCode);
    expect(codes(v2)).toEqual(['monthly', 'annual']);
    expect(codes(v4)).toEqual(['monthly', 'annual', 'snap']);
  });

  it('refuses zip 86040', async () => {
    await t.signIn('restricted-zip');
    expect(await create({ planCode: 'annual' })).toMatchObject({
      status: 400,
      body: { code: 'ZIP_UNAVAILABLE' },
    });
    await t.signIn('new-shopper');
    expect((await create({ planCode: 'annual', zip: '86040' })).body.code).toBe('ZIP_UNAVAILABLE');
  });

  it('refuses a card that tokenises but fails enrolment with 00021, and refuses 0002 at the frame with 00022', async () => {
    await t.signIn('new-shopper');
    const refused = await t.call('POST', '/tokenservice/tokenize', {
      body: { cardNumber: '4000 0000 0000 0002', expiry: '12/29', cvv: '123' },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: '00022' } });
    const res = await create({ planCode: 'annual', paymentToken: await token('4000000000000341') });
    expect(res).toMatchObject({ status: 400, body: { code: '00021' } });
  });

  it('applies a partner discount for new subscribers only', async () => {
    await t.signIn('new-shopper');
    const plan = await t.call(
      'GET',
      '/api/subscription/anonymous/discountplan?discountCode=EXPEDIA25',
    );
    expect(plan.body).toMatchObject({ discountCode: 'EXPEDIA25', discountedFee: 74.25 });
    const joined = await create({ planCode: 'annual', discountCode: 'EXPEDIA25' });
    expect(joined.body).toMatchObject({ status: 'ACTIVE', fee: 74.25 });
    await t.signIn('active-annual');
    expect((await create({ planCode: 'monthly', discountCode: 'EXPEDIA25' })).body.code).toBe(
      'NEW_SUBSCRIBERS_ONLY',
    );
    await t.signIn('cancelled');
    expect((await create({ planCode: 'annual', discountCode: 'EXPEDIA25' })).body.code).toBe(
      'NEW_SUBSCRIBERS_ONLY',
    );
  });

  it('reads a campaign by code and segment: another segment is DISCOUNT_UNAVAILABLE, on lookup and on joining', async () => {
    const lookup = (query: string) =>
      t.call('GET', `/api/subscription/anonymous/discountplan?${query}`);
    expect((await lookup('discountCode=EXPEDIA25&segment=travel')).body).toMatchObject({
      discountCode: 'EXPEDIA25',
      segment: 'travel',
      partnerName: 'Expedia',
    });
    // Segment and code match without regard to case; a link without a segment is read by its code.
    expect((await lookup('discountCode=expedia25&segment=Travel')).status).toBe(200);
    expect((await lookup('discountCode=EXPEDIA25')).status).toBe(200);
    const wrong = await lookup('discountCode=EXPEDIA25&segment=dining');
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('DISCOUNT_UNAVAILABLE');
    // An ended campaign stays 00047 only for its own segment; for another it is simply not there.
    expect((await lookup('discountCode=SUMMER10&segment=travel')).body.code).toBe('00047');
    expect((await lookup('discountCode=SUMMER10&segment=dining')).body.code).toBe(
      'DISCOUNT_UNAVAILABLE',
    );

    await t.signIn('new-shopper');
    const refused = await create({
      planCode: 'annual',
      discountCode: 'EXPEDIA25',
      segment: 'dining',
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('DISCOUNT_UNAVAILABLE');
    expect((await get()).code).toBe('00015');
    const joined = await create({
      planCode: 'annual',
      discountCode: 'EXPEDIA25',
      segment: 'travel',
    });
    expect(joined.body).toMatchObject({ status: 'ACTIVE', fee: 74.25 });
  });

  it('answers 00047 for an expired campaign, PROMOTION_EXPIRED when enrolling with it, DISCOUNT_UNAVAILABLE for an unknown code', async () => {
    expect(
      (await t.call('GET', '/api/subscription/anonymous/discountplan?discountCode=SUMMER10')).body
        .code,
    ).toBe('00047');
    expect(
      (await t.call('GET', '/api/subscription/anonymous/discountplan?discountCode=NOPE')).body.code,
    ).toBe('DISCOUNT_UNAVAILABLE');
    await t.signIn('new-shopper');
    expect((await create({ planCode: 'monthly', discountCode: 'SUMMER10' })).body.code).toBe(
      'PROMOTION_EXPIRED',
    );
  });
});

describe('trial words and the limited-time offer (issue 12)', () => {
  it('gives the trial pricing text only to a plan that started with its trial', async () => {
    const plans = await t.call('GET', '/api/subscription/plans');
    expect(plans.body.plans).toContainEqual(
      expect.objectContaining({
        planCode: 'monthly',
        pricingDetail: '$14.99/month',
        trialPricingDetail: '$14.99/month after a 30-day free trial',
      }),
    );
    await t.signIn('active-monthly');
    expect(await get()).toMatchObject({ status: 'ACTIVE', pricingDetail: '$14.99/month' });
    await t.signIn('trial');
    expect(await get()).toMatchObject({
      status: 'TRIAL',
      pricingDetail: '$14.99/month after a 30-day free trial',
    });
  });

  it('a claimed limited-time offer makes the first month free, for a returning household too', async () => {
    await t.signIn('cancelled');
    const res = await create({
      planCode: 'monthly',
      campaignType: 'lto',
      offerCode: 'FIRSTMONTHFREE',
      paymentToken: await token('4111 1111 1111 1111'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'TRIAL',
      fee: 14.99,
      freeTrialEndDate: '2026-04-10',
      renewalDate: '2026-04-10',
      trialDurationDays: 31,
      pricingDetail: 'First month free, then $14.99/month',
    });
  });

  it('without the offer a returning household pays from today, with no trial words', async () => {
    await t.signIn('cancelled');
    const res = await create({
      planCode: 'monthly',
      paymentToken: await token('4111 1111 1111 1111'),
    });
    expect(res.body).toMatchObject({ status: 'ACTIVE', pricingDetail: '$14.99/month' });
  });

  it('refuses an ended offer (00047), an unknown one, and the offer on another plan', async () => {
    await t.signIn('new-shopper');
    const card = await token('4111 1111 1111 1111');
    const claim = (planCode: string, offerCode: string) =>
      create({ planCode, campaignType: 'lto', offerCode, paymentToken: card });
    expect(await claim('monthly', 'SPRINGFREEMONTH')).toMatchObject({
      status: 410,
      body: { code: '00047' },
    });
    expect((await claim('monthly', 'NOPE')).status).toBe(400);
    expect((await claim('annual', 'FIRSTMONTHFREE')).status).toBe(400);
  });
});

describe('changing plan', () => {
  it('takes effect at renewal and refuses a second change while one is pending', async () => {
    await t.signIn('active-monthly');
    const changed = await create({ planCode: 'annual' });
    expect(changed.body).toMatchObject({
      status: 'CHANGE_PLAN',
      previousStatus: 'ACTIVE',
      planCode: 'monthly',
      pendingSubscriptionType: 'annual',
      pendingFee: 99,
    });
    expect(await create({ planCode: 'monthly' })).toMatchObject({
      status: 409,
      body: { code: 'CHANGE_PENDING' },
    });
    await t.signIn('change-plan-pending');
    expect((await create({ planCode: 'annual' })).body.code).toBe('CHANGE_PENDING');
  });
});

describe('household roles and payment', () => {
  it('shows the household plan to the secondary user but only the primary may change it', async () => {
    await t.signIn('secondary-household');
    expect(await get()).toMatchObject({ status: 'ACTIVE', planType: 'annual', role: 'secondary' });
    const uuid = 'uuid-secondary-household';
    const update = await t.call(
      'POST',
      `/api/payments/customers/${uuid}/tenders?context=FRESH_PASS&storeId=9999`,
      {
        body: { paymentToken: await token('4111111111111111') },
      },
    );
    expect(update).toMatchObject({ status: 403, body: { code: 'NOT_PRIMARY' } });
    expect((await cancel('OTHER')).body.code).toBe('NOT_PRIMARY');
    expect(
      (await t.call('POST', `/api/subscription/user/snap/reverify/${t.gid()}`)).body.code,
    ).toBe('NOT_PRIMARY');
  });

  it('lists tenders and resumes a payment-suspended plan when the card is updated', async () => {
    await t.signIn('suspended-payment');
    const path =
      '/api/payments/customers/uuid-suspended-payment/tenders?context=FRESH_PASS&storeId=9999';
    expect(((await t.call('GET', path)).body.tenders as unknown[]).length).toBe(1);
    expect(
      (await t.call('POST', path, { body: { paymentToken: await token('4000000000000341') } })).body
        .code,
    ).toBe('00021');
    expect(
      (await t.call('POST', path, { body: { paymentToken: await token('4000000000000119') } })).body
        .code,
    ).toBe('00021');
    const ok = await t.call('POST', path, {
      body: { paymentToken: await token('4111111111111111') },
    });
    expect(ok.status).toBe(200);
    expect(await get()).toMatchObject({
      status: 'ACTIVE',
      previousStatus: 'SUSPENDED',
      renewalDate: '2026-04-10',
    });
  });

  it('serves the profile with addresses and completion only when asked', async () => {
    await t.signIn('profile-incomplete');
    const full = await t.call(
      'GET',
      `/api/customers/${t.gid()}/profile?uuid=uuid-profile-incomplete&version=4&fl=address,factors`,
    );
    expect(full.body).toMatchObject({ profileCompletionPercentage: '80' });
    expect(full.body.addresses).toBeUndefined();
    await t.signIn('active-annual');
    const plain = await t.call(
      'GET',
      `/api/customers/${t.gid()}/profile?uuid=uuid-active-annual&version=4`,
    );
    expect(plain.body.profileCompletionPercentage).toBeUndefined();
    const withAddress = await t.call(
      'GET',
      `/api/customers/${t.gid()}/profile?uuid=uuid-active-annual&fl=address,factors`,
    );
    expect((withAddress.body.addresses as unknown[]).length).toBe(1);
  });

  it('fills the banner into the terms and the enrolment details name the role', async () => {
    await t.signIn('active-annual');
    const terms = await t.call('GET', `/api/subscription/user/terms/gid/${t.gid()}`, {
      headers: { 'x-swy_banner': 'vons' },
    });
    expect(String(terms.body.html)).toContain('at Vons');
    expect(JSON.stringify(terms.body)).not.toMatch(/\{banner\}|\{product\}/);
    const details = await t.call(
      'GET',
      `/api/subscription/user/getUserEnrollmentDetails/uuid-active-annual/${t.gid()}`,
    );
    expect(details.body).toMatchObject({ enrolled: true, role: 'primary' });
  });

  it('serves a content override of the terms from the terms call, malformed text as it is', async () => {
    await t.signIn('active-annual');
    const path = `/api/subscription/user/terms/gid/${t.gid()}`;
    await t.control('PUT', '/content/terms', { html: '<p>Override at {banner}</p>' });
    const overridden = await t.call('GET', path, { headers: { 'x-swy_banner': 'vons' } });
    expect(overridden.body.html).toBe('<p>Override at Vons</p>');
    await t.control('PUT', '/content/terms', '{"html": ');
    expect((await t.call('GET', path)).body).toEqual({ text: '{"html": ' });
  });

  it('filters partner offers by type and fills the banner type', async () => {
    await t.signIn('active-annual');
    const res = await t.call(
      'GET',
      '/api/partnerOffers/allocation?storeId=1502&pageSource=manage&partnerOfferType=lto',
      {
        headers: { 'x-swy_banner': 'vons' },
      },
    );
    const offers = res.body.offers as Array<Record<string, string>>;
    expect(offers.map((o) => o.promoType)).toEqual(['BOGO', 'B2G1']);
    expect(offers.every((o) => o.bannerType === 'vons')).toBe(true);
    expect(res.body.signedIn).toBe(true);
  });
});
