import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const get = async () => (await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).body;
const advance = (advanceDays: number) => t.control('POST', '/clock', { advanceDays });

describe('the clock', () => {
  it('reports and advances the date, and reset puts it back', async () => {
    expect((await t.control('GET', '/clock')).body).toEqual({ today: '2026-03-10', offsetDays: 0 });
    expect((await advance(3)).body).toMatchObject({ today: '2026-03-13', offsetDays: 3 });
    expect((await advance(-1)).status).toBe(400);
    expect((await t.control('POST', '/clock', '{"advanceDays": "2"}')).status).toBe(400);
    await t.reset();
    expect((await t.control('GET', '/clock')).body).toMatchObject({ today: '2026-03-10' });
  });

  it('ends a trial: PROCESSING after TRIAL still counts as trial, then the charge makes it ACTIVE', async () => {
    await t.signIn('trial');
    await advance(20);
    expect(await get()).toMatchObject({
      status: 'PROCESSING',
      previousStatus: 'TRIAL',
      isTrial: true,
    });
    await advance(1);
    expect(await get()).toMatchObject({
      status: 'ACTIVE',
      isTrial: false,
      renewalDate: '2026-04-30',
    });
  });

  it('renews an active plan and reopens the refund window for the new period', async () => {
    await t.signIn('active-monthly');
    await t.control('POST', '/orders', { persona: 'active-monthly' });
    await advance(26);
    expect(await get()).toMatchObject({ status: 'ACTIVE', renewalDate: '2026-05-04' });
  });

  it('closes the refund window after 15 days', async () => {
    await t.signIn('active-monthly');
    await advance(10);
    await t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, {
      body: { reasonCode: 'OTHER', userComments: '', retentionEligibilityCheck: false },
    });
    expect((await get()).status).toBe('PENDING_CANCELLATION');
  });

  it('applies a pending plan change at renewal', async () => {
    await t.signIn('change-plan-pending');
    await advance(21);
    expect(await get()).toMatchObject({
      status: 'ACTIVE',
      planCode: 'annual',
      fee: 99,
      pendingSubscriptionType: null,
      renewalDate: '2027-03-30',
    });
  });

  it('ends a pending cancellation on its date', async () => {
    await t.signIn('pending-cancellation');
    await advance(11);
    expect((await get()).status).toBe('PENDING_CANCELLATION');
    await advance(1);
    expect((await get()).status).toBe('CANCELLED');
  });

  it('suspends a plan whose renewal payment fails', async () => {
    await t.signIn('new-shopper');
    const token = (
      await t.call('POST', '/tokenservice/tokenize', {
        body: { cardNumber: '4000000000000119', expiry: '01/30' },
      })
    ).body.token;
    const path = '/api/payments/customers/uuid-new-shopper/tenders?context=FRESH_PASS&storeId=9999';
    await t.call('POST', path, { body: { paymentToken: token } });
    const created = await t.call('POST', `/api/subscription/user/create/${t.gid()}`, {
      body: { planCode: 'monthly' },
    });
    expect(created.body.status).toBe('TRIAL');
    await advance(31);
    expect(await get()).toMatchObject({ status: 'SUSPENDED', suspendReason: 'payment' });
  });

  it('suspends SNAP when the yearly re-verification lapses, then cancels it after 30 days', async () => {
    await t.signIn('snap');
    await advance(64);
    expect((await get()).status).not.toBe('SUSPENDED');
    await advance(1);
    expect(await get()).toMatchObject({ status: 'SUSPENDED', suspendReason: 'snap' });
    await advance(29);
    expect((await get()).status).toBe('SUSPENDED');
    await advance(1);
    expect((await get()).status).toBe('CANCELLED');
  });

  it('re-verifying SNAP reactivates a SNAP-suspended plan', async () => {
    await t.signIn('suspended-snap');
    const res = await t.call('POST', `/api/subscription/user/snap/reverify/${t.gid()}`);
    expect(res.body).toEqual({ snapVerifiedOn: '2026-03-10' });
    expect(await get()).toMatchObject({ status: 'ACTIVE', snapReverifyBy: '2027-03-10' });
  });

  it('ends the SNAP discount after 24 months', async () => {
    await t.signIn('snap');
    await t.call('POST', `/api/subscription/user/snap/reverify/${t.gid()}`);
    expect((await get()).snapDiscountEndsOn).toBe('2027-05-14');
    await advance(365);
    await t.call('POST', `/api/subscription/user/snap/reverify/${t.gid()}`);
    await advance(90);
    expect(await get()).toMatchObject({ status: 'ACTIVE', planType: 'monthly', fee: 14.99 });
  });
});
