import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { idempotency, replayedHeader } from './idempotency';
import { cookieNames } from '../src/api/cookie-names';
import { SandboxState } from './state';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const cancelBody = { reasonCode: 'OTHER', userComments: '', retentionEligibilityCheck: false };
const cancelPath = () => `/api/subscription/user/cancel/${t.gid()}`;
const keyed = (key: string) => ({ 'idempotency-key': key });
const mutations = async () =>
  (await t.control('GET', '/mutations')).body.mutations as Array<{
    method: string;
    path: string;
    idempotencyKey: string | null;
    replays: number;
  }>;

describe('idempotency keys', () => {
  it('answers a repeated key with the stored answer and applies the mutation once', async () => {
    await t.signIn('active-annual');
    const first = await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-1') });
    expect(first.status).toBe(200);
    expect(first.body.subscription).toMatchObject({ status: 'PENDING_CANCELLATION' });
    expect(first.headers.get(replayedHeader)).toBeNull();

    const again = await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-1') });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(replayedHeader)).toBe('true');
    expect(await mutations()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: cancelPath(),
        idempotencyKey: 'k-1',
        replays: 1,
      }),
    ]);

    // Without the stored answer the repeat would have run again: a new key does, and is refused.
    const fresh = await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-2') });
    expect(fresh.status).toBeGreaterThanOrEqual(400);
    expect(await mutations()).toHaveLength(1);
  });

  it('refuses a repeated key with another body with 422 and a catalogue-style error', async () => {
    await t.signIn('active-annual');
    await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-1') });
    const other = { ...cancelBody, userComments: 'changed my mind' };
    const reply = await t.call('POST', cancelPath(), { body: other, headers: keyed('k-1') });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ code: 'IDEMPOTENCY_MISMATCH', message: expect.any(String) });
    const samePathOtherCall = await t.call('POST', `/api/subscription/user/reinstate/${t.gid()}`, {
      body: cancelBody,
      headers: keyed('k-1'),
    });
    expect(samePathOtherCall.status).toBe(422);
    expect((await mutations())[0]?.replays).toBe(0);
  });

  it('does not remember a refusal: the key may be sent again and then succeed', async () => {
    await t.signIn('active-annual');
    const refused = await t.call('POST', cancelPath(), {
      body: { ...cancelBody, reasonCode: 'NOT_A_REASON' },
      headers: keyed('k-1'),
    });
    expect(refused.status).toBe(400);
    expect(await mutations()).toEqual([]);
    // An injected 500 never reaches the service either.
    await t.control('POST', '/faults', {
      method: 'POST',
      path: '/user/cancel',
      status: 500,
      times: 1,
    });
    expect(
      (await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-2') })).status,
    ).toBe(500);
    const retried = await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-2') });
    expect(retried.status).toBe(200);
    expect(retried.headers.get(replayedHeader)).toBeNull();
    expect(await mutations()).toHaveLength(1);
  });

  it('applies a call whose answer was lost once, and replays it to the resend', async () => {
    await t.signIn('active-annual');
    await t.control('POST', '/faults', {
      method: 'POST',
      path: '/user/cancel',
      kind: 'lost-response',
      times: 1,
    });
    await expect(
      t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-1') }),
    ).rejects.toThrow();
    // The service ran: the plan is cancelling although the caller never heard back.
    const sub = await t.call('GET', `/api/subscription/user/get/${t.gid()}`);
    expect(sub.body.status).toBe('PENDING_CANCELLATION');
    const resent = await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-1') });
    expect(resent.status).toBe(200);
    expect(resent.headers.get(replayedHeader)).toBe('true');
    expect(await mutations()).toEqual([expect.objectContaining({ replays: 1 })]);
  });

  it("keeps keys per caller: another shopper's key never replays their answer", async () => {
    await t.signIn('active-annual');
    await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('shared') });
    t.cookies.clear();
    await t.signIn('active-monthly');
    const mine = await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('shared') });
    expect(mine.status).toBe(200);
    expect(mine.headers.get(replayedHeader)).toBeNull();
    expect(mine.body.subscription).toMatchObject({ planType: 'monthly' });
    expect(await mutations()).toHaveLength(2);
  });

  it('forgets keys on reset, and keeps the anti-forgery check and key syntax', async () => {
    await t.signIn('active-annual');
    await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-1') });
    await t.reset();
    expect(await mutations()).toEqual([]);
    const after = await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('k-1') });
    expect(after.headers.get(replayedHeader)).toBeNull();
    expect(after.status).toBe(200);

    const forged = await t.call('POST', cancelPath(), {
      body: cancelBody,
      headers: keyed('k-1'),
      csrf: false,
    });
    expect(forged).toMatchObject({ status: 403, body: { code: 'CSRF' } });
    const bad = await t.call('POST', cancelPath(), { body: cancelBody, headers: keyed('a b') });
    expect(bad).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
  });

  it('lists calls without a key too, and never GETs', async () => {
    await t.signIn('active-annual');
    await t.call('GET', `/api/subscription/user/get/${t.gid()}`);
    await t.call('POST', cancelPath(), { body: cancelBody });
    expect(await mutations()).toEqual([
      expect.objectContaining({ method: 'POST', idempotencyKey: null, replays: 0 }),
    ]);
  });
});

describe('idempotency keys, one key at a time', () => {
  it('refuses a repeat while the first request is still running with 409', async () => {
    const state = new SandboxState({ today: '2026-03-10' });
    const app = new Hono();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((done) => (release = done));
    app.onError((error, c) => c.json({ code: (error as { code?: string }).code }, 409));
    app.use(
      '*',
      idempotency({
        state,
        root: '',
        banners: [],
        secret: '',
        secureCookies: false,
        cookies: cookieNames,
        personas: () => [],
      }),
    );
    app.post('/api/slow', async (c) => {
      await gate;
      return c.json({ done: true });
    });
    const send = () =>
      app.request('/api/slow', { method: 'POST', body: '{}', headers: keyed('k-1') });
    const first = send();
    // Let the first request reach its handler before the repeat arrives.
    await new Promise((done) => setTimeout(done, 10));
    const repeat = await send();
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toEqual({ code: 'IDEMPOTENCY_IN_FLIGHT' });
    release();
    expect((await first).status).toBe(200);
    const after = await send();
    expect(after.headers.get(replayedHeader)).toBe('true');
    expect(state.mutations).toHaveLength(1);
  });
});
