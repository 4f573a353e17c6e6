import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const cancelBody = { reasonCode: 'OTHER', userComments: '', retentionEligibilityCheck: false };

describe('faults', () => {
  it('fails matching calls `times` times with the status and code, then lets them through', async () => {
    await t.signIn('active-annual');
    const fault = {
      method: 'POST',
      path: '/subscription/user/cancel',
      status: 400,
      code: '00013',
      times: 1,
      delayMs: 0,
    };
    expect((await t.control('POST', '/faults', fault)).status).toBe(201);
    const path = `/api/subscription/user/cancel/${t.gid()}`;
    expect((await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).status).toBe(200);
    expect(await t.call('POST', path, { body: cancelBody })).toMatchObject({
      status: 400,
      body: { code: '00013' },
    });
    expect((await t.call('POST', path, { body: cancelBody })).status).toBe(200);
  });

  it('keeps a fault without `times` until DELETE clears all faults', async () => {
    await t.signIn('active-annual');
    await t.control('POST', '/faults', { path: 'partnerOffers', status: 503 });
    const path = '/api/partnerOffers/allocation?storeId=1&pageSource=manage';
    expect((await t.call('GET', path)).status).toBe(503);
    expect((await t.call('GET', path)).body.code).toBe('0000');
    expect(((await t.control('GET', '/faults')).body.faults as unknown[]).length).toBe(1);
    await t.control('DELETE', '/faults');
    expect((await t.call('GET', path)).status).toBe(200);
  });

  it('matches the path as a substring of path and query, and the method when given', async () => {
    await t.signIn('active-annual');
    await t.control('POST', '/faults', {
      method: 'POST',
      path: 'storeId=9999',
      status: 500,
      code: '0007',
    });
    const tenders =
      '/api/payments/customers/uuid-active-annual/tenders?context=FRESH_PASS&storeId=9999';
    expect((await t.call('GET', tenders)).status).toBe(200);
    expect((await t.call('POST', tenders, { body: {} })).body.code).toBe('0007');
  });

  it('drops the connection for kind network', async () => {
    await t.signIn('active-annual');
    await t.control('POST', '/faults', { path: '/unified/userinfo', kind: 'network', times: 1 });
    await expect(fetch(`${t.base}/bin/swy/unified/userinfo`)).rejects.toThrow();
    expect((await fetch(`${t.base}/bin/swy/unified/userinfo`)).status).toBe(200);
  });

  it('answers broken JSON for kind malformed', async () => {
    await t.signIn('active-annual');
    await t.control('POST', '/faults', {
      path: '/subscription/plans',
      kind: 'malformed',
      times: 1,
    });
    const res = await fetch(`${t.base}/api/subscription/plans`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    await expect(res.json()).rejects.toThrow();
  });

  it('delays a call by delayMs', async () => {
    await t.control('POST', '/faults', { path: '/subscription/plans', delayMs: 150, times: 1 });
    const started = Date.now();
    expect((await t.call('GET', '/api/subscription/plans')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('rejects a malformed fault and never faults the controls themselves', async () => {
    expect((await t.control('POST', '/faults', { status: 500 })).status).toBe(400);
    expect((await t.control('POST', '/faults', { path: 'x', kind: 'fire' })).status).toBe(400);
    await t.control('POST', '/faults', { path: '/', status: 500 });
    expect((await t.control('GET', '/clock')).status).toBe(200);
  });

  it('reset clears faults, content overrides and the clock, and restores persona state', async () => {
    await t.signIn('active-annual');
    await t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, { body: cancelBody });
    await t.control('POST', '/faults', { path: 'plans', status: 500 });
    await t.control('PUT', '/content/faq', '{"broken"');
    await t.control('POST', '/clock', { advanceDays: 5 });
    await t.control('POST', '/reset');
    expect((await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).body.status).toBe(
      'ACTIVE',
    );
    expect((await t.call('GET', '/api/subscription/plans')).status).toBe(200);
    expect((await t.call('GET', '/content/vons/faq')).status).toBe(200);
    expect((await t.control('GET', '/clock')).body.offsetDays).toBe(0);
  });

  it('stays consistent under concurrent mutations: only one of many cancels succeeds', async () => {
    await t.signIn('active-annual');
    const path = `/api/subscription/user/cancel/${t.gid()}`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.call('POST', path, { body: cancelBody })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(11);
  });

  it('answers 0007 when a mutation body is not JSON', async () => {
    await t.signIn('active-annual');
    const res = await t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, {
      rawBody: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 500, body: { code: '0007' } });
  });
});

describe('content service', () => {
  it('serves merged content per banner and fills placeholders in the left nav', async () => {
    const nav = await t.call('GET', '/content/vons/left-nav-v1');
    expect(nav.status).toBe(200);
    expect(JSON.stringify(nav.body)).not.toMatch(/\{(banner|loyaltyProgram|product)\}/);
    expect(JSON.stringify(nav.body)).toContain('Vons for U');
    expect((await t.call('GET', '/content/vons/left-nav-v2')).body.panelTitle).toBeTruthy();
    expect((await t.call('GET', '/content/safeway/error-catalogue')).body.fallback).toBeTruthy();
    expect((await t.call('GET', '/content/vons/no-such-thing')).status).toBe(404);
    expect((await t.call('GET', '/content/nowhere/faq')).body.code).toBe('0001');
    expect((await t.call('GET', '/content/vons/..%2Fpackage')).status).toBe(404);
  });

  it('serves a PUT override as raw text, for all banners or one, until deleted or reset', async () => {
    await t.control('PUT', '/content/faq', '{"displayType": "expanded", "broken": ');
    const broken = await fetch(`${t.base}/content/vons/faq`);
    expect(await broken.text()).toBe('{"displayType": "expanded", "broken": ');
    await t.control('PUT', '/content/haggen/faq', '{"only":"haggen"}');
    expect((await t.call('GET', '/content/haggen/faq')).body).toEqual({ only: 'haggen' });
    await t.control('DELETE', '/content/faq');
    expect((await t.call('GET', '/content/vons/faq')).status).toBe(200);
  });
});
