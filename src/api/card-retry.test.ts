import { CardRetry } from './card-retry';
import type { ApiError } from './errors';

const error = (kind: ApiError['kind'], status?: number): { ok: false; error: ApiError } => ({
  ok: false,
  error: { kind, status, code: 'X', detail: '', url: '', correlationId: '' },
});
const visa = (token: string) => ({ token, brand: 'visa', last4: '1111' });

describe('card retry', () => {
  it('resends the earlier token for the same card after an unknown outcome', () => {
    const retry = new CardRetry();
    expect(retry.tokenFor(visa('tok_1'))).toBe('tok_1');
    retry.settle(visa('tok_1'), 'tok_1', error('network'));
    expect(retry.tokenFor(visa('tok_2'))).toBe('tok_1');
    retry.settle(visa('tok_2'), 'tok_1', error('http', 503));
    expect(retry.tokenFor(visa('tok_3'))).toBe('tok_1');
    retry.settle(visa('tok_3'), 'tok_1', error('validation', 200));
    expect(retry.tokenFor(visa('tok_4'))).toBe('tok_1');
  });

  it('uses the new token for another card, or after a clear answer', () => {
    const retry = new CardRetry();
    retry.settle(visa('tok_1'), 'tok_1', error('network'));
    expect(retry.tokenFor({ token: 'tok_2', brand: 'visa', last4: '4242' })).toBe('tok_2');
    retry.settle(visa('tok_1'), 'tok_1', error('http', 400));
    expect(retry.tokenFor(visa('tok_3'))).toBe('tok_3');
    retry.settle(visa('tok_1'), 'tok_1', error('network'));
    retry.settle(visa('tok_2'), 'tok_1', { ok: true, data: {} });
    expect(retry.tokenFor(visa('tok_4'))).toBe('tok_4');
    // A card the frame did not describe is never matched.
    retry.settle({ token: 'tok_5' }, 'tok_5', error('network'));
    expect(retry.tokenFor({ token: 'tok_6' })).toBe('tok_6');
  });

  it('knows the card it saved, so a second token for it is the same intent', () => {
    const retry = new CardRetry();
    expect(retry.isSaved(visa('tok_1'))).toBe(false);
    retry.settle(visa('tok_1'), 'tok_1', { ok: true, data: {} });
    expect(retry.isSaved(visa('tok_2'))).toBe(true);
    expect(retry.isSaved({ token: 'tok_3', brand: 'visa', last4: '4242' })).toBe(false);
    // Another card saved: the first one is a new intent again.
    retry.settle({ token: 'tok_3', brand: 'visa', last4: '4242' }, 'tok_3', { ok: true, data: {} });
    expect(retry.isSaved(visa('tok_4'))).toBe(false);
    // A refusal saves nothing.
    retry.settle(visa('tok_4'), 'tok_4', error('http', 400));
    expect(retry.isSaved(visa('tok_5'))).toBe(false);
    expect(retry.isSaved({ token: 'tok_6' })).toBe(false);
  });
});
