/**
 * SNAP verification and the SNAP plan over HTTP: a household joins the SNAP plan only with a
 * current verification (SNAP_NOT_VERIFIED otherwise), verifies with its EBT card (primary holder
 * only), and the yearly re-verification counts from that verification.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const advance = (advanceDays: number) => t.control('POST', '/clock', { advanceDays });
const create = (body: Record<string, unknown>) =>
  t.call('POST', `/api/subscription/user/create/${t.gid()}`, { body });
const verify = (ebtCardNumber: unknown) =>
  t.call('POST', `/api/subscription/user/snap/verify/${t.gid()}`, { body: { ebtCardNumber } });
const details = async (persona: string) =>
  (
    await t.call(
      'GET',
      `/api/subscription/user/getUserEnrollmentDetails/uuid-${persona}/${t.gid()}`,
    )
  ).body;
const card = async () =>
  String(
    (
      await t.call('POST', '/tokenservice/tokenize', {
        body: { cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' },
      })
    ).body.token,
  );

describe('joining the SNAP plan', () => {
  it('is refused with SNAP_NOT_VERIFIED until the shopper verifies, then sold at 50% off', async () => {
    await t.signIn('new-shopper');
    expect(await details('new-shopper')).toMatchObject({
      snapEligible: false,
      snapVerified: false,
      snapReverifyBy: null,
    });
    const refused = await create({ planCode: 'snap', paymentToken: await card() });
    expect(refused).toMatchObject({ status: 403, body: { code: 'SNAP_NOT_VERIFIED' } });
    // Still no plan: the lookup gives the no-subscription answer.
    expect((await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).body.code).toBe('00015');

    expect(await verify('5077 1234 5678 9012')).toMatchObject({
      status: 200,
      body: { snapVerifiedOn: '2026-03-10', snapReverifyBy: '2027-03-10' },
    });
    expect(await details('new-shopper')).toMatchObject({ snapEligible: true, snapVerified: true });
    const joined = await create({ planCode: 'snap', paymentToken: await card(), zip: '94110' });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({
      status: 'ACTIVE',
      isTrial: false,
      planType: 'snap',
      fee: 7.49,
      renewalDate: '2026-04-10',
      freeTrialEndDate: null,
      snapReverifyBy: '2027-03-10',
      snapDiscountEndsOn: '2028-03-10',
    });
  });

  it('counts the yearly re-verification from the verification, and refuses a lapsed one', async () => {
    await t.signIn('new-shopper');
    await verify('5077123456789012');
    await advance(100);
    const joined = await create({ planCode: 'snap', paymentToken: await card() });
    expect(joined.body).toMatchObject({ status: 'ACTIVE', snapReverifyBy: '2027-03-10' });

    await t.reset();
    await t.signIn('new-shopper');
    await verify('5077123456789012');
    await advance(365);
    expect(await details('new-shopper')).toMatchObject({ snapEligible: true, snapVerified: false });
    expect((await create({ planCode: 'snap' })).body.code).toBe('SNAP_NOT_VERIFIED');
    // A known SNAP household re-verifies without its card and may join again.
    expect((await t.call('POST', `/api/subscription/user/snap/reverify/${t.gid()}`)).status).toBe(
      200,
    );
    expect((await create({ planCode: 'snap', paymentToken: await card() })).status).toBe(201);
  });

  it('refuses a change to SNAP for an unverified member', async () => {
    await t.signIn('active-monthly');
    expect(await create({ planCode: 'snap' })).toMatchObject({
      status: 403,
      body: { code: 'SNAP_NOT_VERIFIED' },
    });
  });
});

describe('verifying with an EBT card', () => {
  it('checks the number: 16 to 19 digits, and the not-found test card verifies nothing', async () => {
    await t.signIn('new-shopper');
    for (const bad of ['1234', '5077 1234 5678 901X', '', 5077123456789012]) {
      expect((await verify(bad)).body.code).toBe('INVALID_REQUEST');
    }
    expect(await verify('5077 0000 0000 0002')).toMatchObject({
      status: 403,
      body: { code: 'SNAP_NOT_VERIFIED' },
    });
    expect(await details('new-shopper')).toMatchObject({
      snapEligible: false,
      snapVerified: false,
    });
    expect((await verify('5077-1234-5678-9012-345')).status).toBe(200);
  });

  it('is for the primary account holder only', async () => {
    await t.signIn('secondary-household');
    expect(await verify('5077123456789012')).toMatchObject({
      status: 403,
      body: { code: 'NOT_PRIMARY' },
    });
  });

  it('re-verifies a SNAP plan the household already has, and reactivates a suspended one', async () => {
    await t.signIn('suspended-snap');
    expect((await verify('5077123456789012')).status).toBe(200);
    const sub = (await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).body;
    expect(sub).toMatchObject({ status: 'ACTIVE', snapReverifyBy: '2027-03-10' });
  });
});

describe('the SNAP verification stand-in page', () => {
  const html = async (path: string) => {
    const res = await fetch(t.base + path, {
      redirect: 'manual',
      headers: { cookie: [...t.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    return res.text();
  };
  const back = '/freshpass/manage/subscribe?zip=94110&plan=snap';
  const snapPage = `/customer-account/discount-programs/snap?redirect=${encodeURIComponent(back)}`;

  it('asks an unverified shopper for the EBT card and names the way back to the flow', async () => {
    expect(await html(snapPage)).toContain(
      `/account/sign-in.html?redirect=${encodeURIComponent(snapPage)}`,
    );
    await t.signIn('new-shopper');
    const page = await html(snapPage);
    expect(page).toContain('<label for="ebt-card">EBT card number</label>');
    expect(page).toContain('id="ebt-card"');
    expect(page).toContain('data-return="/freshpass/manage/subscribe?zip=94110&amp;plan=snap"');
    expect(page).toContain('href="/freshpass/manage/subscribe?zip=94110&amp;plan=snap"');
    expect(page).not.toContain('id="reverify"');
  });

  it('never returns to another site, and a known SNAP household gets the re-verify button', async () => {
    await t.signIn('new-shopper');
    const elsewhere = await html(
      '/customer-account/discount-programs/snap?redirect=https%3A%2F%2Fevil.example',
    );
    expect(elsewhere).not.toContain('evil.example');
    expect(elsewhere).not.toContain('data-return');
    await t.signIn('snap');
    const page = await html(snapPage);
    expect(page).toContain('id="reverify"');
    expect(page).toContain('data-return="/freshpass/manage/subscribe?zip=94110&amp;plan=snap"');
  });
});
