/**
 * Issue 24, items 2 to 6: the sandbox's state against a hostile caller. The memory figures of
 * item 5 (the server's resident memory before and after, requests refused) are printed by
 * `npm run bench load`, not asserted here.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox } from './app';
import { faultFieldLimits } from './routes/controls';
import { stateBounds } from './state';
import { maxTenants, tenantHeader } from './tenants';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const tokenise = async () =>
  String(
    (
      await t.call('POST', '/tokenservice/tokenize', {
        body: { cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' },
      })
    ).body.token,
  );
const tenders = (uuid: string, prefix = '/api') =>
  `${prefix}/payments/customers/${uuid}/tenders?context=FRESH_PASS&storeId=9999`;
const cardsOf = async (uuid: string) =>
  ((await t.call('GET', tenders(uuid))).body.tenders as unknown[]).length;

describe('a percent-encoded path (item 2)', () => {
  it('is refused before faults, idempotency keys or the ledger could miss it', async () => {
    await t.signIn('active-annual');
    await t.control('POST', '/faults', { path: '/subscription/plans', status: 503 });
    for (const path of [
      '/%61pi/subscription/plans',
      '/api/%73ubscription/plans',
      '/%61%70%69/subscription/plans',
    ]) {
      const answer = await t.call('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message).toContain('/api/subscription/plans');
    }
    expect((await t.call('GET', '/api/subscription/plans')).status).toBe(503);

    const before = await cardsOf('uuid-active-annual');
    const token = await tokenise();
    const key = { 'idempotency-key': 'same-key-twice' };
    for (let i = 0; i < 2; i += 1) {
      const save = await t.call('POST', tenders('uuid-active-annual', '/%61pi'), {
        body: { paymentToken: token },
        headers: key,
      });
      expect(save.status).toBe(400);
    }
    expect(await cardsOf('uuid-active-annual')).toBe(before);
    // The plain path still saves once and is listed once.
    const saved = await t.call('POST', tenders('uuid-active-annual'), {
      body: { paymentToken: token },
      headers: key,
    });
    expect(saved.status).toBe(200);
    expect((await t.control('GET', '/mutations')).body.mutations).toHaveLength(1);
  });
});

describe('a card token (item 3)', () => {
  it('is good for one save', async () => {
    await t.signIn('active-annual');
    const before = await cardsOf('uuid-active-annual');
    const token = await tokenise();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const save = await t.call('POST', tenders('uuid-active-annual'), {
        body: { paymentToken: token },
      });
      statuses.push(save.status);
    }
    expect(statuses).toEqual([200, 400, 400]);
    expect(await cardsOf('uuid-active-annual')).toBe(before + 1);
  });

  it('is saved only by the customer it was made for', async () => {
    await t.signIn('active-annual');
    const token = await tokenise();
    t.cookies.clear();
    await t.signIn('active-monthly');
    const before = await cardsOf('uuid-active-monthly');
    const save = await t.call('POST', tenders('uuid-active-monthly'), {
      body: { paymentToken: token },
    });
    expect(save).toMatchObject({ status: 400, body: { message: 'Unknown payment token' } });
    expect(await cardsOf('uuid-active-monthly')).toBe(before);
  });
});

describe('armed faults (item 4)', () => {
  it('are bounded, oldest first, and a POST answers with what it armed', async () => {
    let last: Record<string, unknown> = {};
    const armedCount = stateBounds.faults + 50;
    for (let i = 0; i < armedCount; i += 1) {
      const armed = await t.control('POST', '/faults', { path: `/nowhere/${i}`, status: 500 });
      expect(armed.status).toBe(201);
      last = armed.body;
    }
    expect(last).toEqual({
      fault: expect.objectContaining({
        path: `/nowhere/${armedCount - 1}`,
        status: 500,
      }) as unknown,
    });
    const faults = (await t.control('GET', '/faults')).body.faults as { path: string }[];
    expect(faults).toHaveLength(stateBounds.faults);
    expect(faults[0]?.path).toBe(`/nowhere/${armedCount - stateBounds.faults}`);
  }, 30_000);

  it('refuses a fault whose path, method or code is too long', async () => {
    const big = 'x'.repeat(60 * 1024);
    const answer = await t.control('POST', '/faults', { path: big, status: 500 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`"path" is at most ${faultFieldLimits.path} characters`);
    expect((await t.control('POST', '/faults', { path: '/a', code: big })).status).toBe(400);
    expect((await t.control('GET', '/faults')).body.faults).toEqual([]);
  });
});

/** A sandbox in process with a small memory budget. */
function smallSandbox(memoryBudget: number) {
  const { app, budget } = createSandbox({ today: '2026-03-10', memoryBudget });
  const control = (tenant: string, method: string, path: string, body?: string) =>
    app.request(`/__sandbox${path}`, {
      method,
      headers: { [tenantHeader]: tenant, 'content-type': 'application/json' },
      body,
    });
  return { app, budget, control };
}

describe('the memory budget across tenants (item 5)', () => {
  it('refuses what goes beyond it with 429, and a reset gives it back', async () => {
    const mb = 1024 * 1024;
    const { budget, control } = smallSandbox(8 * mb);
    const override = JSON.stringify({ text: 'x'.repeat(mb / 2 - 20) });
    const statuses: number[] = [];
    for (const tenant of ['a', 'b', 'c'])
      for (let i = 0; i < 5; i += 1)
        statuses.push((await control(tenant, 'PUT', `/content/faq-${i}`, override)).status);
    // Just under 1 MB each (two bytes a character): eight fit in 8 MB, the rest are refused.
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(budget.used).toBeLessThanOrEqual(8 * mb);
    const refused = await control('c', 'PUT', '/content/faq-9', override);
    expect(await refused.json()).toMatchObject({ code: 'OVER_BUDGET' });
    expect((await control('a', 'POST', '/reset')).status).toBe(200);
    expect((await control('c', 'PUT', '/content/faq-9', override)).status).toBe(200);
    expect((await control('b', 'DELETE', '/content/faq-0')).status).toBe(200);
    expect((await control('c', 'PUT', '/content/faq-8', override)).status).toBe(200);
  });
});

describe('tenant eviction (item 6)', () => {
  it('takes the tenant unused the longest, never one used a moment before', async () => {
    const { control } = smallSandbox(64 * 1024 * 1024);
    await control('busy', 'POST', '/clock', JSON.stringify({ advanceDays: 5 }));
    await control('busy', 'POST', '/faults', JSON.stringify({ path: '/x', status: 500 }));
    for (let i = 0; i < maxTenants; i += 1) {
      await control(`new-${i}`, 'GET', '/clock');
      // The busy tenant keeps being used while the new names arrive.
      if (i % 50 === 0) await control('busy', 'GET', '/clock');
    }
    const clock = (await (await control('busy', 'GET', '/clock')).json()) as {
      offsetDays: number;
    };
    expect(clock.offsetDays).toBe(5);
    const faults = (await (await control('busy', 'GET', '/faults')).json()) as {
      faults: unknown[];
    };
    expect(faults.faults).toHaveLength(1);
    // The least recently used went instead.
    const first = (await (await control('new-0', 'GET', '/clock')).json()) as {
      offsetDays: number;
    };
    expect(first.offsetDays).toBe(0);
  }, 60_000);
});
