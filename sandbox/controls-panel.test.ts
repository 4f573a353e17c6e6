/** The controls the sandbox panel reads: session persona, test cards, and what the clock ran. */
import { describe, expect, it } from 'vitest';
import { clockEventOf } from './clock-rules';
import type { ClockRunAnswer, SessionAnswer, TestCard } from './control-types';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

describe('the panel controls', () => {
  it('names the persona of the session cookie, or none', async () => {
    expect((await t.control('GET', '/session')).body).toEqual({ persona: null });
    await t.signIn('trial');
    expect((await t.control('GET', '/session')).body as unknown as SessionAnswer).toEqual({
      persona: 'trial',
    });
  });

  it("answers a persona's plan as the subscription call answers them, whoever is signed in", async () => {
    await t.signIn('active-monthly');
    const plan = async (persona: string) =>
      (await t.control('GET', `/personas/${persona}/subscription`)).body;
    expect(await plan('suspended-snap')).toMatchObject({
      status: 'SUSPENDED',
      planType: 'snap',
      fee: 7.49,
      suspendReason: 'snap',
    });
    // A household member's plan is the household's.
    expect(await plan('secondary-household')).toMatchObject({
      status: 'ACTIVE',
      planType: 'annual',
      role: 'secondary',
    });
    expect(await plan('new-shopper')).toMatchObject({ code: '00015' });
    expect((await t.control('GET', '/personas/nobody/subscription')).status).toBe(404);
  });

  it('lists the test cards with what each does', async () => {
    const { cards } = (await t.control('GET', '/cards')).body as { cards: TestCard[] };
    expect(cards).toContainEqual({ number: '4111111111111111', behaviour: 'ok' });
    expect(cards).toContainEqual({ number: '4000000000000002', behaviour: 'refused' });
    expect(cards).toHaveLength(6);
  });

  it('runs the clock to the day after a renewal and says what it ran', async () => {
    const answer = (await t.control('POST', '/clock', { untilRenewalOf: 'trial' }))
      .body as unknown as ClockRunAnswer;
    const trial = answer.ran.filter((e) => e.persona === 'trial');
    expect(trial.map((e) => [e.kind, e.from, e.to])).toEqual([
      ['trial-ended', 'TRIAL', 'PROCESSING'],
      ['renewal', 'PROCESSING', 'ACTIVE'],
    ]);
    expect(answer.offsetDays).toBeGreaterThan(0);
    expect(answer.ran.some((e) => e.kind === 'cancellation')).toBe(true);
  });

  it('refuses a persona without a plan to renew', async () => {
    const reply = await t.control('POST', '/clock', { untilRenewalOf: 'new-shopper' });
    expect(reply.status).toBe(400);
  });
});

describe('clockEventOf', () => {
  const plan = (status: string, planCode = 'monthly', suspendReason: 'snap' | null = null) =>
    ({ status, planCode, suspendReason }) as Parameters<typeof clockEventOf>[0];
  it('names each transition', () => {
    expect(clockEventOf(plan('PENDING_ACTIVATION'), plan('ACTIVE'))).toBe('activation');
    expect(clockEventOf(plan('ACTIVE'), plan('PROCESSING'))).toBe('renewal-started');
    expect(clockEventOf(plan('PROCESSING'), plan('SUSPENDED'))).toBe('renewal-declined');
    expect(clockEventOf(plan('PROCESSING', 'monthly'), plan('ACTIVE', 'annual'))).toBe(
      'plan-change',
    );
    expect(clockEventOf(plan('ACTIVE', 'snap'), plan('SUSPENDED', 'snap', 'snap'))).toBe(
      'snap-reverification-due',
    );
    expect(clockEventOf(plan('SUSPENDED', 'snap', 'snap'), plan('CANCELLED'))).toBe(
      'snap-cancellation',
    );
    expect(clockEventOf(plan('PENDING_CANCELLATION'), plan('CANCELLED'))).toBe('cancellation');
    expect(clockEventOf(plan('ACTIVE'), plan('ACTIVE'))).toBeUndefined();
  });
});
