/**
 * Issue 15, item 1: every `redirect=` the sandbox follows (sign-in, re-sign-in, the sign-in
 * callbacks and the SNAP page's way back) keeps the shopper on the page's own origin, whatever
 * control character, backslash or encoding the target hides behind.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

/** Hostile targets, as they appear in the query string (already percent-encoded). */
const hostile = [
  '%2F%09%2F127.0.0.1%3A4173%2Fshop%2Fhome.html',
  '%2F%0A%2Fevil.example',
  '%2F%0D%2Fevil.example',
  '%2F%00%2Fevil.example',
  '%2F%5Cevil.example',
  '%5C%5Cevil.example',
  '%2F%2Fevil.example',
  '//evil.example',
  'https%3A%2F%2Fevil.example%2Ffreshpass%2Fmanage',
  '%2F%250A%2Fevil.example',
  'javascript%3Aalert(1)',
];

const get = async (path: string) => {
  const res = await fetch(t.base + path, {
    redirect: 'manual',
    headers: { cookie: [...t.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
};

const redirecting: [string, string][] = [
  ['/account/sign-in.html?persona=active-annual&redirect=', '/freshpass/manage'],
  ['/account/re-sign-in.html?persona=active-annual&redirect=', '/freshpass/manage'],
  ['/osar/msi?redirect=', '/account/sign-in.html?redirect=%2Ffreshpass%2Fmanage'],
  ['/osar/msi/implicit/callback?redirect=', '/freshpass/manage'],
  ['/erums/order/confirmation/implicit/callback?redirect=', '/freshpass/manage/confirmation'],
];

describe('redirect targets', () => {
  describe.each(redirecting)('%s…', (prefix, fallback) => {
    it.each(hostile)('%s goes to the fallback, never a 500', async (target) => {
      const res = await get(prefix + target);
      expect(res.status).toBe(302);
      expect(res.location).toBe(fallback);
    });

    it('keeps a same-origin path with its query', async () => {
      const res = await get(prefix + encodeURIComponent('/freshpass/manage/change?storeId=12'));
      expect(res.status).toBe(302);
      expect(res.location).toContain(
        prefix.startsWith('/osar/msi?')
          ? encodeURIComponent('/freshpass/manage/change?storeId=12')
          : '/freshpass/manage/change?storeId=12',
      );
    });
  });

  it.each(hostile)('the SNAP page never returns to %s after verifying', async (target) => {
    await t.signIn('new-shopper');
    const res = await get(`/customer-account/discount-programs/snap?redirect=${target}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('id="verify"');
    expect(res.text).not.toContain('data-return');
    expect(res.text).toContain('href="/freshpass/manage"');
  });

  it('the SNAP page returns to a same-origin path with its query', async () => {
    await t.signIn('new-shopper');
    const back = '/freshpass/manage/subscribe?zip=94105&plan=SNAP';
    const res = await get(
      `/customer-account/discount-programs/snap?redirect=${encodeURIComponent(back)}`,
    );
    expect(res.text).toContain('data-return="/freshpass/manage/subscribe?zip=94105&amp;plan=SNAP"');
  });
});
