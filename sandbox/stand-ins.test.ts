import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const html = async (path: string) => {
  const res = await fetch(t.base + path, {
    redirect: 'manual',
    headers: { cookie: [...t.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, text: await res.text(), location: res.headers.get('location') };
};

describe('stand-in pages', () => {
  it('leaves the partner pages to the app (served in the banner shell)', async () => {
    // The sandbox no longer answers them: the app's routes do (src/routes/route-table.ts).
    expect((await html('/rewards/partners')).status).toBe(404);
  });

  it('links the old delivery-subscription pages, the shop home and SNAP how-it-works', async () => {
    expect((await html('/delivery-subscription/manage-delivery-subscription.html')).text).toContain(
      'href="/freshpass/manage"',
    );
    expect((await html('/delivery-subscription/dsfaqs.html?isDSManage=true')).text).toContain(
      '/freshpass/manage/freshpass-faq',
    );
    expect((await html('/shop/home.html')).status).toBe(200);
    expect((await html('/customer-account/discount-programs/snap/how-it-works')).text).toContain(
      '50% off',
    );
  });

  it('redirects the sign-in callbacks to same-site paths only', async () => {
    expect((await html('/osar/msi?redirect=/freshpass/manage/change')).location).toBe(
      '/account/sign-in.html?redirect=%2Ffreshpass%2Fmanage%2Fchange',
    );
    expect((await html('/osar/msi/implicit/callback?redirect=/freshpass/manage')).location).toBe(
      '/freshpass/manage',
    );
    expect((await html('/osar/msi/implicit/callback?redirect=https://evil.example')).location).toBe(
      '/freshpass/manage',
    );
    expect((await html('/erums/order/confirmation/implicit/callback')).location).toBe(
      '/freshpass/manage/confirmation',
    );
  });

  it('offers SNAP re-verification to the primary holder only', async () => {
    expect((await html('/customer-account/discount-programs/snap')).text).toContain(
      'Sign in to verify SNAP',
    );
    await t.signIn('suspended-snap');
    const primary = await html('/customer-account/discount-programs/snap');
    expect(primary.text).toContain('id="reverify"');
    expect(primary.text).toContain('src="/__sandbox/pages/snap.js"');
    expect(primary.text).not.toMatch(/<script>/);
    await t.signIn('secondary-household');
    const secondary = await html('/customer-account/discount-programs/snap');
    expect(secondary.text).toContain('Only the primary account holder');
    expect(secondary.text).not.toContain('id="reverify"');
  });

  it('serves the card frame page and its same-origin script', async () => {
    const frame = await html('/tokenservice/frame.html');
    expect(frame.text).toContain('src="/tokenservice/frame.js"');
    expect(frame.text).toContain('<label for="card-number">');
    const script = await fetch(`${t.base}/tokenservice/frame.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('postMessage(message, parentOrigin)');
  });
});
