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
describe('cancelling', () => {
  it('checks the reason (0009) and the 400-character feedback limit', async () => {
    await t.signIn('active-annual');
    expect(await cancel('NOT_A_REASON')).toMatchObject({ status: 400, body: { code: '0009' } });
    expect((await cancel('OTHER', false, 'x'.repeat(401))).body.code).toBe('INVALID_REQUEST');
    expect((await cancel('OTHER', false, 'x'.repeat(400))).status).toBe(200);
  });

  it('lists the reasons', async () => {
    await t.signIn('active-annual');
    const res = await t.call('GET', '/api/subscription/user/cancel/reasons', {
      headers: { 'x-swy-client-name': 'WEB-PORTAL' },
    });
    expect((res.body.reasons as unknown[]).length).toBeGreaterThan(2);
  });

  it('refunds within 15 days without use and cancels at once', async () => {
    await t.signIn('active-monthly');
    const res = await cancel('OTHER');
    expect(res.body).toMatchObject({ outcome: 'cancelled', refundAmount: 14.99 });
    expect(await get()).toMatchObject({
      status: 'CANCELLED',
      cancellationEffectiveDate: '2026-03-10',
    });
  });

  it('keeps benefits to the period end once the service was used', async () => {
    await t.signIn('active-monthly');
    await t.control('POST', '/orders', { persona: 'active-monthly' });
    expect((await cancel('OTHER')).body).toMatchObject({
      outcome: 'cancelled',
      refundAmount: null,
    });
    expect(await get()).toMatchObject({
      status: 'PENDING_CANCELLATION',
      cancellationEffectiveDate: '2026-04-04',
    });
  });

  it('keeps benefits to the period end after 15 days', async () => {
    await t.signIn('active-annual');
    await cancel('OTHER');
    expect(await get()).toMatchObject({
      status: 'PENDING_CANCELLATION',
      cancellationEffectiveDate: '2027-02-03',
    });
  });

  it('ends a cancelled trial at the trial end', async () => {
    await t.signIn('trial');
    await cancel('OTHER');
    expect(await get()).toMatchObject({
      status: 'PENDING_CANCELLATION',
      cancellationEffectiveDate: '2026-03-30',
    });
  });

  it('answers 412 with 00023 when the refund to the card fails, and leaves the plan as it was', async () => {
    await t.signIn('refund-fails');
    expect(await cancel('OTHER')).toMatchObject({ status: 412, body: { code: '00023' } });
    expect((await get()).status).toBe('ACTIVE');
  });

  it('refuses during the renewal batch (00013) and within the renewal buffer (00014)', async () => {
    await t.signIn('processing-trial');
    expect(await cancel('OTHER')).toMatchObject({ status: 409, body: { code: '00013' } });
    await t.signIn('renewing-tomorrow');
    expect(await cancel('OTHER')).toMatchObject({ status: 409, body: { code: '00014' } });
  });

  it('offers retentionannual once; accepting gives the discounted plan from the renewal date', async () => {
    await t.signIn('active-annual');
    const offer = await cancel('TOO_EXPENSIVE', true);
    expect(offer.body).toMatchObject({
      outcome: 'retention-offer',
      retentionOffer: {
        discountType: 'retentionannual',
        campaignType: 'retention',
        fee: 49.5,
        startsOn: '2027-02-03',
      },
    });
    expect((await get()).status).toBe('ACTIVE');
    const accepted = await create({ planCode: 'retentionannual', campaignType: 'retention' });
    expect(accepted.body).toMatchObject({
      status: 'CHANGE_PLAN',
      pendingPlanCode: 'retentionannual',
      pendingFee: 49.5,
    });
  });

  it('answers 00047 when the retention offer was already used', async () => {
    // Accept the offer once and let it take effect at the renewal (2027-02-03).
    await t.signIn('active-annual');
    const accepted = await create({ planCode: 'retentionannual', campaignType: 'retention' });
    expect(accepted.body).toMatchObject({ status: 'CHANGE_PLAN', retentionOfferUsed: true });
    await t.control('POST', '/clock', { advanceDays: 331 });
    expect(await get()).toMatchObject({ status: 'ACTIVE', planCode: 'retentionannual' });
    // Move to the monthly plan at the next renewal (2028-02-03), so the household is on a plan
    // the offer could otherwise be accepted from again.
    expect((await create({ planCode: 'monthly' })).body.status).toBe('CHANGE_PLAN');
    await t.control('POST', '/clock', { advanceDays: 365 });
    expect(await get()).toMatchObject({ status: 'ACTIVE', planCode: 'monthly' });
    // The second acceptance is refused and changes nothing; the cancel flow no longer offers it.
    const again = await create({ planCode: 'retentionannual', campaignType: 'retention' });
    expect(again).toMatchObject({ status: 410, body: { code: '00047' } });
    expect(await get()).toMatchObject({
      status: 'ACTIVE',
      planCode: 'monthly',
      pendingPlanCode: null,
    });
    expect((await cancel('TOO_EXPENSIVE', true)).body.outcome).toBe('cancelled');
  });
});

describe('reinstating', () => {
  it('undoes a pending cancellation', async () => {
    await t.signIn('pending-cancellation');
    const res = await t.call('POST', `/api/subscription/user/reinstate/${t.gid()}`, {
      body: { createdBy: 'WEB-PORTAL', gid: t.gid() },
    });
    expect(res.body).toMatchObject({
      status: 'ACTIVE',
      previousStatus: 'PENDING_CANCELLATION',
      cancellationEffectiveDate: null,
    });
  });

  it('restarts a cancelled plan with a new period, and refuses an active one', async () => {
    await t.signIn('cancelled');
    const res = await t.call('POST', `/api/subscription/user/reinstate/${t.gid()}`, {
      body: { createdBy: 'WEB-PORTAL', gid: t.gid() },
    });
    expect(res.body).toMatchObject({ status: 'ACTIVE', renewalDate: '2026-04-10' });
    const again = await t.call('POST', `/api/subscription/user/reinstate/${t.gid()}`, {
      body: { createdBy: 'WEB-PORTAL', gid: t.gid() },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'NOT_ALLOWED' } });
  });
});
