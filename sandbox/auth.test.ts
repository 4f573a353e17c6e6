import { request } from 'node:http';
import { decode } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile();

describe('sign-in stand-in and user info', () => {
  it('lists every persona as a link that keeps the redirect', async () => {
    const res = await fetch(`${t.base}/account/sign-in.html?redirect=/freshpass/manage/change`);
    const html = await res.text();
    for (const id of [
      'guest',
      'remembered',
      'expired',
      'new-shopper',
      'trial',
      'processing-trial',
      'active-monthly',
      'active-annual',
      'pending-cancellation',
      'cancelled',
      'suspended-payment',
      'suspended-snap',
      'snap',
      'change-plan-pending',
      'secondary-household',
      'restricted-zip',
      'profile-incomplete',
    ]) {
      expect(html).toContain(`?persona=${id}&amp;redirect=%2Ffreshpass%2Fmanage%2Fchange`);
    }
    expect(await (await fetch(`${t.base}/account/re-sign-in.html`)).text()).toContain(
      'Sign in again',
    );
  });

  it('signs in with an HttpOnly SameSite=Lax session and redirects only to same-site paths', async () => {
    const res = await fetch(
      `${t.base}/account/sign-in.html?persona=trial&redirect=/freshpass/manage`,
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/freshpass/manage');
    const session = res.headers.getSetCookie().find((c) => c.startsWith('fp_session='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    const evil = await fetch(
      `${t.base}/account/sign-in.html?persona=trial&redirect=//evil.example`,
      {
        redirect: 'manual',
      },
    );
    expect(evil.headers.get('location')).toBe('/freshpass/manage');
  });

  it('returns a signed token with the claims of contract §3 and the household role', async () => {
    const info = await t.signIn('secondary-household');
    expect(info.userType).toBe('C');
    expect(Number(info.expireTime)).toBeGreaterThan(Date.now());
    const { payload, header } = decode(String(info.SWY_SHOP_TOKEN));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      gid: 'gid-secondary-household',
      uuid: 'uuid-secondary-household',
      hid: 'hid-household',
      zip: '94588',
      firstName: 'Sid',
      lastName: 'Second',
      role: 'secondary',
    });
    expect(typeof payload.aln).toBe('string');
    expect(payload.exp).toBe(Math.floor(Number(info.expireTime) / 1000));
  });

  it('answers G without a session or for the guest persona, R with the remembered cookie', async () => {
    expect((await t.call('GET', '/bin/swy/unified/userinfo?banner=safeway')).body.userType).toBe(
      'G',
    );
    expect((await t.signIn('guest')).userType).toBe('G');
    const remembered = await t.signIn('remembered');
    expect(remembered.userType).toBe('R');
    expect(t.cookies.get('SWY_REMEMBER_ME')).toBe('1');
    await t.signIn('trial');
    expect(t.cookies.has('SWY_REMEMBER_ME')).toBe(false);
  });

  it('gives the expired persona a past expireTime and a token the services refuse', async () => {
    const info = await t.signIn('expired');
    expect(Number(info.expireTime)).toBeLessThan(Date.now());
    const res = await t.call('GET', `/api/subscription/user/get/${t.gid()}`);
    expect(res).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });
});

describe('request guards', () => {
  it('refuses a mutation without the anti-forgery header before routing, with 403', async () => {
    await t.signIn('active-monthly');
    const body = { reasonCode: 'OTHER', userComments: '', retentionEligibilityCheck: false };
    for (const path of [`/api/subscription/user/cancel/${t.gid()}`, '/api/no/such/route']) {
      const res = await t.call('POST', path, { body, csrf: false });
      expect(res).toMatchObject({ status: 403, body: { code: 'CSRF' } });
    }
    const wrong = await t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, {
      body,
      csrf: false,
      headers: { 'x-xsrf-token': 'not-the-cookie' },
    });
    expect(wrong.status).toBe(403);
    const sub = await t.call('GET', `/api/subscription/user/get/${t.gid()}`);
    expect(sub.body.status).toBe('ACTIVE');
  });

  it('needs the bearer on service calls, but not on plans, partner offers or the discount plan', async () => {
    await t.signIn('active-monthly');
    expect(
      (await t.call('GET', `/api/subscription/user/get/${t.gid()}`, { bearer: null })).status,
    ).toBe(401);
    expect(
      (await t.call('GET', `/api/subscription/user/get/${t.gid()}`, { bearer: 'a.b.c' })).status,
    ).toBe(401);
    expect((await t.call('GET', '/api/subscription/plans', { bearer: null })).status).toBe(200);
    const offers = await t.call(
      'GET',
      '/api/partnerOffers/allocation?storeId=1&pageSource=manage',
      { bearer: null },
    );
    expect(offers.body.signedIn).toBe(false);
    expect(
      (
        await t.call('GET', '/api/subscription/anonymous/discountplan?discountCode=EXPEDIA25', {
          bearer: null,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a path naming another customer with 0000', async () => {
    await t.signIn('active-monthly');
    const res = await t.call('GET', '/api/subscription/user/get/gid-active-annual');
    expect(res).toMatchObject({ status: 403, body: { code: '0000' } });
  });

  it('selects the banner from the header or the <banner>.localhost host, 0001 for an unknown one', async () => {
    const vons = await new Promise<string>((done, fail) => {
      const url = new URL(`${t.base}/bin/swy/unified/userinfo`);
      const req = request(url, { headers: { host: `vons.localhost:${url.port}` } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(text));
      });
      req.on('error', fail);
      req.end();
    });
    expect((JSON.parse(vons) as { banner: string }).banner).toBe('vons');
    const header = await t.call('GET', '/bin/swy/unified/userinfo', {
      headers: { 'x-swy_banner': 'haggen' },
    });
    expect(header.body.banner).toBe('haggen');
    const unknown = await t.call('GET', '/api/subscription/plans', {
      headers: { 'x-swy_banner': 'nowhere' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: '0001' } });
  });
});
