import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  catalogueText,
  fillMessage,
  messageFor,
  refusalMessageKeys,
  toApiError,
  type ApiError,
  type ErrorCatalogue,
} from './errors';

const catalogue = JSON.parse(
  readFileSync(resolve(process.cwd(), 'content', 'error-catalogue.json'), 'utf8'),
) as ErrorCatalogue;
const ctx = { banner: 'Vons', phone: '1-877-723-3929' };
const error = (code: string, status = 400, kind: ApiError['kind'] = 'http'): ApiError => ({
  kind,
  code,
  status,
  detail: '',
  url: '/api/x',
  correlationId: 'c',
});
const fallback =
  "Sorry, we're having technical difficulties and working on fixing them, please check back later.";

describe('messageFor', () => {
  // Contract §8, word for word, with {banner} and {phone} filled.
  const spec: Array<[string, number, string]> = [
    ['0000', 500, 'Unknown error. Please contact the support team for resolution.'],
    ['0001', 400, "FreshPass isn't available on Vons yet, but it's coming soon! Stay tuned!"],
    [
      '00022',
      400,
      'Card cannot be accepted. Please confirm card details were entered correctly or continue with another form of payment.',
    ],
    ['00047', 410, "We're sorry, this offer is no longer available."],
    ['0009', 400, 'Cancellation reason is invalid.'],
    ['00013', 409, 'Subscription is renewing and cannot be cancelled.'],
    ['00014', 409, 'Your plan is currently being renewed and cannot be cancelled at this time.'],
    ['0007', 500, 'Internal server error occured.'],
    [
      '00021',
      400,
      'Your enrollment cannot be processed. Please update your payment method and try again.',
    ],
    [
      '00023',
      412,
      "We're sorry, we were unable to cancel your subscription. Please call our Customer Support team at 1-877-723-3929 so we can help resolve it.",
    ],
  ];

  it.each(spec)('maps %s to the catalogue text', (code, status, text) => {
    expect(messageFor(error(code, status), catalogue, ctx)).toBe(text);
  });

  it('maps every code in the catalogue, with no placeholder left', () => {
    for (const [code, entry] of Object.entries(catalogue.codes)) {
      const text = messageFor(error(code, entry.httpStatus ?? 400), catalogue, ctx);
      expect(text).not.toBe(fallback);
      expect(text).not.toMatch(/\{(banner|phone|product)\}/);
    }
    expect(messageFor(error('00015', 404), catalogue, ctx)).toBe(catalogue.codes['00015']?.message);
  });

  it('gives the refund message only with HTTP 412', () => {
    expect(messageFor(error('00023', 400), catalogue, ctx)).toBe(fallback);
    expect(messageFor(error('00023', 500), catalogue, ctx)).toBe(fallback);
  });

  it('gives anything unknown the generic message', () => {
    for (const e of [
      error('9999'),
      error('UNKNOWN', 502),
      error('NETWORK', 0, 'network'),
      error('VALIDATION', 200, 'validation'),
      error('CSRF', 403),
      error('__proto__'),
      error('toString'),
    ]) {
      expect(messageFor(e, catalogue, ctx)).toBe(fallback);
    }
  });

  it('maps the named refusals to their catalogue messages', () => {
    for (const [code, key] of Object.entries(refusalMessageKeys)) {
      const text = messageFor(error(code), catalogue, ctx);
      expect(catalogue.messages[key]).toBeDefined();
      expect(text).not.toBe(fallback);
      expect(text).not.toMatch(/\{product\}/);
    }
    expect(messageFor(error('NOT_PRIMARY', 403), catalogue, ctx)).toMatch(
      /^Only the primary account holder/,
    );
  });

  it('wraps anything thrown into an ApiError', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({
      kind: 'validation',
      code: 'VALIDATION',
      detail: 'boom',
    });
    const e = error('0009');
    expect(toApiError(e)).toBe(e);
  });
});

describe('fillMessage', () => {
  it("fills the placeholders without repeating the loyalty program name's last word", () => {
    const kings = { banner: 'Kings Food Markets', phone: '1', loyaltyProgram: 'Kings Rewards' };
    expect(fillMessage('{loyaltyProgram} rewards at {banner}, {product}', kings)).toBe(
      'Kings Rewards at Kings Food Markets, FreshPass',
    );
    expect(fillMessage('{loyaltyProgram} rewards', ctx)).toBe('{loyaltyProgram} rewards');
  });
});

describe('catalogueText', () => {
  it('finds a code, then a named message, and nothing for anything else', () => {
    expect(catalogueText(catalogue, '00023')).toMatch(/^We're sorry, we were unable to cancel/);
    expect(catalogueText(catalogue, 'paymentUpdated')).toBe(catalogue.messages.paymentUpdated);
    expect(catalogueText(catalogue, '00099')).toBeUndefined();
    expect(catalogueText(catalogue, 'toString')).toBeUndefined();
  });
});
