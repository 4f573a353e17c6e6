/**
 * Issue 15, limits and defence in depth: body limits, the session-bound anti-forgery token, the
 * Origin checks on mutations and controls, JSON-only controls, no-store answers, bounded state,
 * the secret and the cookie policy, and one log line for a malformed body.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox, sandboxSecret } from './app';
import { csrfToken, csrfTokenValid } from './auth';
import { bodyLimits, fromThisSite } from './request-guards';
import { SandboxState, stateBounds } from './state';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');
afterEach(() => vi.restoreAllMocks());

const tenders = () => `/api/payments/customers/uuid-active-annual/tenders`;

/**
 * A request on its own connection (the server closes it after a 413 without reading the body),
 * its body written in chunks, with a Content-Length unless `streamed`.
 */
function send(
  method: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
  streamed = false,
): Promise<number> {
  return new Promise((done, fail) => {
    const cookie = [...t.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const req = request(
      `${t.base}${path}`,
      {
        method,
        agent: false,
        headers: {
          cookie,
          'content-type': 'application/json',
          'x-xsrf-token': t.cookies.get('XSRF-TOKEN') ?? '',
          ...(streamed ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      },
    );
    // The server may hang up once it has answered: that is the point.
    req.on('error', (error) => (req.writableEnded ? undefined : fail(error)));
    for (let i = 0; i < body.length; i += 16_384) req.write(body.slice(i, i + 16_384));
    req.end();
  });
}

describe('request body limits', () => {
  it('answers 413 to a service call over 64 KB, and takes one under it', async () => {
    await t.signIn('active-annual');
    const auth = { authorization: `Bearer ${t.token()}`, 'x-swy_banner': 'safeway' };
    expect(await send('POST', tenders(), 'x'.repeat(bodyLimits.api + 1), auth)).toBe(413);
    expect(await send('POST', tenders(), 'x'.repeat(bodyLimits.api + 1), auth, true)).toBe(413);
    const under = await t.call('POST', tenders(), { body: { paymentToken: 'tok_unknown' } });
    expect(under.status).toBe(400);
  });

  it('answers 413 to a streamed control body over the limit, without a Content-Length', async () => {
    expect(await send('POST', '/__sandbox/faults', 'x'.repeat(bodyLimits.api + 10), {}, true)).toBe(
      413,
    );
  });

  it('lets a content override reach 1 MB, and refuses one over it', async () => {
    const fits = JSON.stringify({ html: 'x'.repeat(bodyLimits.contentOverride - 20) });
    expect(await send('PUT', '/__sandbox/content/faq', fits)).toBe(200);
    const over = JSON.stringify({ html: 'x'.repeat(bodyLimits.contentOverride) });
    expect(await send('PUT', '/__sandbox/content/faq', over)).toBe(413);
    expect(await send('PUT', '/__sandbox/content/faq', over, {}, true)).toBe(413);
  });
});

describe('the anti-forgery token', () => {
  it('is bound to the session: another session, or no session, cannot use it', () => {
    const token = csrfToken('secret', 'session-a');
    expect(csrfTokenValid('secret', 'session-a', token)).toBe(true);
    expect(csrfTokenValid('secret', 'session-b', token)).toBe(false);
    expect(csrfTokenValid('secret', undefined, token)).toBe(false);
    expect(csrfTokenValid('other-secret', 'session-a', token)).toBe(false);
    expect(csrfTokenValid('secret', 'session-a', 'made-up.token')).toBe(false);
    expect(csrfTokenValid('secret', 'session-a', crypto.randomUUID())).toBe(false);
  });

  it('is replaced at sign-in, and the token from before sign-in is refused', async () => {
    const before = t.cookies.get('XSRF-TOKEN') ?? '';
    expect(before).not.toBe('');
    await t.signIn('active-annual');
    const after = t.cookies.get('XSRF-TOKEN') ?? '';
    expect(after).not.toBe(before);
    const withPair = (token: string) =>
      fetch(t.base + tenders(), {
        method: 'POST',
        headers: {
          cookie: `fp_session=${t.cookies.get('fp_session')}; XSRF-TOKEN=${token}`,
          'x-xsrf-token': token,
          authorization: `Bearer ${t.token()}`,
          'content-type': 'application/json',
          'x-swy_banner': 'safeway',
        },
        body: JSON.stringify({ paymentToken: 'tok_unknown' }),
      });
    // The pre-sign-in token, sent as cookie and header alike, is not this session's.
    const stale = await withPair(before);
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { code: string }).code).toBe('CSRF');
    // Nor is a made-up value (a forged pair), while this session's token passes the guard.
    expect((await withPair('forged')).status).toBe(403);
    expect((await withPair(after)).status).toBe(400);
  });
});

describe('Origin checks', () => {
  it('judges Origin first, then Sec-Fetch-Site', () => {
    const host = 'vons.localhost:4173';
    expect(fromThisSite({ origin: 'http://vons.localhost:4173', host })).toBe(true);
    expect(fromThisSite({ origin: 'http://evil.example', host })).toBe(false);
    expect(fromThisSite({ origin: 'http://localhost:4173', host })).toBe(false);
    expect(fromThisSite({ origin: 'null', host })).toBe(false);
    expect(fromThisSite({ secFetchSite: 'same-origin', host })).toBe(true);
    expect(fromThisSite({ secFetchSite: 'none', host })).toBe(true);
    expect(fromThisSite({ secFetchSite: 'same-site', host })).toBe(false);
    expect(fromThisSite({ secFetchSite: 'cross-site', host })).toBe(false);
    expect(fromThisSite({ host })).toBe(true);
  });

  it('refuses a mutation from another site even with a valid token, and applies it from this one', async () => {
    await t.signIn('active-annual');
    const body = { reasonCode: 'MOVING', userComments: '', retentionEligibilityCheck: false };
    const cancel = `/api/subscription/user/cancel/gid-active-annual`;
    const evil = await t.call('POST', cancel, { body, headers: { origin: 'http://evil.example' } });
    expect(evil.status).toBe(403);
    const crossSite = await t.call('POST', cancel, {
      body,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await t.control('GET', '/mutations')).body.mutations).toEqual([]);
    const ours = await t.call('POST', cancel, { body, headers: { origin: t.base } });
    expect(ours.status).toBe(200);
  });

  it('refuses a sandbox control from another site, or sent as a form or text', async () => {
    const post = (headers: Record<string, string>, body?: string) =>
      fetch(`${t.base}/__sandbox/faults`, { method: 'POST', headers, body });
    const fault = JSON.stringify({ path: '/unified/userinfo', kind: 'network' });
    const json = { 'content-type': 'application/json' };
    expect((await post({ ...json, origin: 'http://evil.example' }, fault)).status).toBe(403);
    expect((await post({ ...json, 'sec-fetch-site': 'cross-site' }, fault)).status).toBe(403);
    expect((await post({ 'content-type': 'text/plain' }, fault)).status).toBe(415);
    expect(
      (await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'path=x')).status,
    ).toBe(415);
    expect((await post({}, fault)).status).toBe(415);
    const reset = await fetch(`${t.base}/__sandbox/reset`, {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
    });
    expect(reset.status).toBe(403);
    expect((await t.control('GET', '/faults')).body.faults).toEqual([]);
    // A bodiless control (reset, clearing faults) and a JSON one from this site are taken.
    expect((await fetch(`${t.base}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
    expect((await post({ ...json, origin: t.base }, fault)).status).toBe(201);
  });
});

describe('answers and state', () => {
  it('says Cache-Control: no-store on every API answer with personal data', async () => {
    await t.signIn('active-annual');
    for (const path of [
      '/bin/swy/unified/userinfo?banner=safeway',
      '/api/subscription/user/get/gid-active-annual',
      tenders(),
      '/api/customers/gid-active-annual/profile?fl=address,factors',
    ]) {
      const res = await t.call('GET', path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await t.call('POST', tenders(), { body: { paymentToken: 'x' } });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await t.control('GET', '/mutations')).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps content overrides, card tokens and the mutation log bounded, oldest first', () => {
    const state = new SandboxState({ today: '2026-03-10' });
    for (let i = 0; i <= stateBounds.contentOverrides; i += 1)
      state.putContentOverride(`p${i}`, '{}');
    expect(state.contentOverrides.size).toBe(stateBounds.contentOverrides);
    expect(state.contentOverrides.has('p0')).toBe(false);
    expect(state.contentOverrides.has(`p${stateBounds.contentOverrides}`)).toBe(true);
    const tender = { id: 't', brand: 'VISA', last4: '1111', expiry: '12/30', isDefault: true };
    for (let i = 0; i <= stateBounds.cardTokens; i += 1) {
      state.addCardToken(`tok_${i}`, { tender: { ...tender, behaviour: 'ok' }, customer: null });
    }
    expect(state.cardTokens.size).toBe(stateBounds.cardTokens);
    expect(state.cardTokens.has('tok_0')).toBe(false);
    for (let i = 0; i <= stateBounds.mutations; i += 1) {
      state.recordMutation({
        method: 'POST',
        path: `/m${i}`,
        status: 200,
        idempotencyKey: null,
        replays: 0,
      });
    }
    expect(state.mutations).toHaveLength(stateBounds.mutations);
    expect(state.mutations[0]?.path).toBe('/m1');
  });

  it('logs a malformed JSON body in one line, with method, path, reason and correlation id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await t.signIn('active-annual');
    const res = await t.call('POST', tenders(), {
      rawBody: '{not json',
      headers: { 'content-type': 'application/json', 'x-swy-correlation-id': 'corr-123' },
    });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('0007');
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain(`POST ${tenders()}`);
    expect(line).toContain('corr-123');
    expect(line).toMatch(/JSON/);
  });
});

describe('secret and cookies', () => {
  it('draws a random secret per start unless one is set', () => {
    const saved = process.env.SANDBOX_SECRET;
    delete process.env.SANDBOX_SECRET;
    try {
      expect(sandboxSecret(undefined)).not.toBe(sandboxSecret(undefined));
      expect(sandboxSecret(undefined).length).toBeGreaterThanOrEqual(40);
      expect(sandboxSecret('given')).toBe('given');
      process.env.SANDBOX_SECRET = 'from-env';
      expect(sandboxSecret(undefined)).toBe('from-env');
    } finally {
      if (saved === undefined) delete process.env.SANDBOX_SECRET;
      else process.env.SANDBOX_SECRET = saved;
    }
  });

  it('sets Secure __Host- cookies outside the local sandbox, plain ones in it', async () => {
    const signIn = '/account/sign-in.html?persona=trial&redirect=/freshpass/manage';
    const secure = createSandbox({ today: '2026-03-10', secureCookies: true }).app;
    const cookies = (await secure.request(signIn)).headers.getSetCookie();
    for (const name of ['__Host-fp_session', '__Host-XSRF-TOKEN', '__Host-SWY_REMEMBER_ME']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie, name).toMatch(/; Secure/);
      expect(cookie, name).toMatch(/Path=\//);
      expect(cookie, name).not.toMatch(/Domain=/i);
    }
    const local = createSandbox({ today: '2026-03-10', secureCookies: false }).app;
    const plain = (await local.request(signIn)).headers.getSetCookie();
    expect(plain.some((c) => c.startsWith('fp_session=') && !/Secure/.test(c))).toBe(true);
    expect(plain.some((c) => c.startsWith('__Host-'))).toBe(false);
  });
});
