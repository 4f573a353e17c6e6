/**
 * PENDING_ACTIVATION and a paid plan's renewal day, over HTTP: where each status comes from
 * (a first charge the bank is still confirming; the renewal charge running today), what the
 * services allow meanwhile, and the clock step that ends it.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const get = async () => (await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).body;
const advance = (advanceDays: number) => t.control('POST', '/clock', { advanceDays });
const create = (body: Record<string, unknown>) =>
  t.call('POST', `/api/subscription/user/create/${t.gid()}`, { body });
const cancel = () =>
  t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, {
    body: { reasonCode: 'OTHER', userComments: '', retentionEligibilityCheck: false },
  });
const token = async (cardNumber: string) =>
  String(
    (
      await t.call('POST', '/tokenservice/tokenize', {
        body: { cardNumber, expiry: '12/29', cvv: '123' },
      })
    ).body.token,
  );

/** The test card whose first charge the bank confirms only the next day. */
const PENDING_CARD = '4000 0000 0000 3220';

describe('PENDING_ACTIVATION', () => {
  it('is where a paid plan waits while its first charge is confirmed, then ACTIVE the next day', async () => {
    await t.signIn('new-shopper');
    const res = await create({ planCode: 'annual', paymentToken: await token(PENDING_CARD) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'PENDING_ACTIVATION',
      isTrial: false,
      planType: 'annual',
      fee: 99,
      startDate: '2026-03-10',
      renewalDate: '2027-03-10',
      paymentMethod: { last4: '3220' },
    });
    await advance(1);
    expect(await get()).toMatchObject({
      status: 'ACTIVE',
      previousStatus: 'PENDING_ACTIVATION',
      renewalDate: '2027-03-10',
    });
  });

  it('holds a free trial whose card check is pending, then starts the trial with its end kept', async () => {
    await t.signIn('new-shopper');
    const res = await create({ planCode: 'monthly', paymentToken: await token(PENDING_CARD) });
    expect(res.body).toMatchObject({
      status: 'PENDING_ACTIVATION',
      isTrial: false,
      freeTrialEndDate: '2026-04-09',
    });
    await advance(1);
    expect(await get()).toMatchObject({
      status: 'TRIAL',
      isTrial: true,
      previousStatus: 'PENDING_ACTIVATION',
      freeTrialEndDate: '2026-04-09',
      renewalDate: '2026-04-09',
    });
  });

  it('is not produced by an ordinary card', async () => {
    await t.signIn('new-shopper');
    const res = await create({ planCode: 'annual', paymentToken: await token('4111111111111111') });
    expect(res.body.status).toBe('ACTIVE');
  });

  it('the pending-activation persona: no plan change until activated, then an active annual plan', async () => {
    await t.signIn('pending-activation');
    expect(await get()).toMatchObject({
      status: 'PENDING_ACTIVATION',
      planType: 'annual',
      startDate: '2026-03-10',
      renewalDate: '2027-03-10',
      paymentMethod: { brand: 'VISA', last4: '3220' },
    });
    expect(await create({ planCode: 'monthly' })).toMatchObject({
      status: 409,
      body: { code: 'NOT_ALLOWED' },
    });
    await advance(1);
    expect(await get()).toMatchObject({ status: 'ACTIVE', previousStatus: 'PENDING_ACTIVATION' });
    expect((await create({ planCode: 'monthly' })).body.status).toBe('CHANGE_PLAN');
  });
});

describe('a paid plan renewing today (renewing-today)', () => {
  it('is PROCESSING after ACTIVE (not a trial), cannot be cancelled (00013), and renews the next day', async () => {
    await t.signIn('renewing-today');
    expect(await get()).toMatchObject({
      status: 'PROCESSING',
      previousStatus: 'ACTIVE',
      isTrial: false,
      planType: 'monthly',
      fee: 14.99,
      renewalDate: '2026-03-10',
      freeTrialEndDate: null,
    });
    expect(await cancel()).toMatchObject({ status: 409, body: { code: '00013' } });
    expect((await create({ planCode: 'annual' })).body.code).toBe('NOT_ALLOWED');
    await advance(1);
    expect(await get()).toMatchObject({
      status: 'ACTIVE',
      previousStatus: 'PROCESSING',
      renewalDate: '2026-04-10',
    });
  });
});
