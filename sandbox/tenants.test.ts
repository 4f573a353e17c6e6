import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantHeader } from './tenants';
import { startTestSandbox, type TestSandbox } from './test-server';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox('2026-03-10');
});
afterAll(() => t.close());

/** A control call as one tenant. */
const control = (tenant: string | undefined, method: string, path: string, body?: unknown) =>
  fetch(`${t.base}/__sandbox${path}`, {
    method,
    headers: {
      ...(tenant ? { [tenantHeader]: tenant } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

const faq = (tenant?: string) =>
  fetch(`${t.base}/content/safeway/faq`, {
    headers: tenant ? { [tenantHeader]: tenant } : {},
  });

describe('sandbox tenants', () => {
  it("keeps one tenant's clock, faults and content overrides away from the others", async () => {
    await control('file-a', 'POST', '/clock', { advanceDays: 10 });
    await control('file-a', 'POST', '/faults', { path: '/content/', status: 503 });
    await control('file-b', 'PUT', '/content/faq', '{"broken": ');

    const clockOf = async (tenant?: string) =>
      ((await (await control(tenant, 'GET', '/clock')).json()) as { offsetDays: number })
        .offsetDays;
    expect(await clockOf('file-a')).toBe(10);
    expect(await clockOf('file-b')).toBe(0);
    expect(await clockOf(undefined)).toBe(0);

    expect((await faq('file-a')).status).toBe(503);
    expect(await (await faq('file-b')).text()).toBe('{"broken": ');
    expect((await faq()).status).toBe(200);
    expect(await (await faq()).json()).toHaveProperty('sections');
  });

  it("resets only the caller's tenant", async () => {
    await control('file-c', 'PUT', '/content/faq', '{"broken": ');
    await control('file-d', 'POST', '/reset');
    expect(await (await faq('file-c')).text()).toBe('{"broken": ');
    await control('file-c', 'POST', '/reset');
    expect((await faq('file-c')).status).toBe(200);
  });

  it('keeps a subscription change inside its tenant', async () => {
    await t.signIn('active-annual');
    const get = (tenant?: string) =>
      t.call('GET', `/api/subscription/user/get/${t.gid()}`, {
        headers: tenant ? { [tenantHeader]: tenant } : {},
      });
    const cancel = await t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, {
      body: { reasonCode: 'OTHER', userComments: '', retentionEligibilityCheck: false },
      headers: { [tenantHeader]: 'file-e' },
    });
    expect(cancel.status).toBe(200);
    expect((await get('file-e')).body.status).not.toBe('ACTIVE');
    expect((await get()).body.status).toBe('ACTIVE');
    expect((await get('file-f')).body.status).toBe('ACTIVE');
  });

  it('refuses a malformed tenant id', async () => {
    const res = await control('../../etc', 'GET', '/clock');
    expect(res.status).toBe(400);
  });
});
