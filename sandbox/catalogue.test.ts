/**
 * Every code of content/error-catalogue.json is produced by real state or input, not by a fault.
 * Adding a code to the catalogue fails this test until a producer is written here.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { sandboxForFile, type Reply } from './test-server';

const catalogue = JSON.parse(
  readFileSync(new URL('../content/error-catalogue.json', import.meta.url), 'utf8'),
) as { codes: Record<string, { httpStatus?: number }> };

const t = await sandboxForFile('2026-03-10');

const cancelAs = async (persona: string, reasonCode = 'OTHER') => {
  await t.signIn(persona);
  return t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, {
    body: { reasonCode, userComments: '', retentionEligibilityCheck: false },
  });
};

const producers: Record<string, () => Promise<Reply>> = {
  '0000': async () => {
    await t.signIn('trial');
    return t.call('GET', '/api/subscription/user/get/gid-active-annual');
  },
  '0001': () =>
    t.call('GET', '/api/subscription/plans', { headers: { 'x-swy_banner': 'notabanner' } }),
  '00015': async () => {
    await t.signIn('new-shopper');
    return t.call('GET', `/api/subscription/user/get/${t.gid()}`);
  },
  '00022': () =>
    t.call('POST', '/tokenservice/tokenize', {
      body: { cardNumber: '4000000000000002', expiry: '12/29' },
    }),
  '00047': () => t.call('GET', '/api/subscription/anonymous/discountplan?discountCode=SUMMER10'),
  '0009': () => cancelAs('active-annual', 'BAD_REASON'),
  '00013': () => cancelAs('processing-trial'),
  '00014': () => cancelAs('renewing-tomorrow'),
  '0007': async () => {
    await t.signIn('active-annual');
    return t.call('POST', `/api/subscription/user/cancel/${t.gid()}`, {
      rawBody: 'not json',
      headers: { 'content-type': 'application/json' },
    });
  },
  '00021': async () => {
    await t.signIn('new-shopper');
    const tok = await t.call('POST', '/tokenservice/tokenize', {
      body: { cardNumber: '4000000000000341', expiry: '12/29' },
    });
    return t.call('POST', `/api/subscription/user/create/${t.gid()}`, {
      body: { planCode: 'annual', paymentToken: tok.body.token },
    });
  },
  '00023': () => cancelAs('refund-fails'),
};

it('has a producer for every catalogue code and no other', () => {
  expect(Object.keys(producers).sort()).toEqual(Object.keys(catalogue.codes).sort());
});

for (const [code, produce] of Object.entries(producers)) {
  it(`produces ${code} from real state or input`, async () => {
    const reply = await produce();
    expect(reply.body.code).toBe(code);
    // 00015 is the service's default answer (no subscription), not a failure.
    if (code === '00015') expect(reply.status).toBe(200);
    else expect(reply.status).toBeGreaterThanOrEqual(400);
    const status = catalogue.codes[code]?.httpStatus;
    if (status) expect(reply.status).toBe(status);
  });
}
