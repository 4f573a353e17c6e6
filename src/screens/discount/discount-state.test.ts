import { discountState } from './discount-state';

const failed = (code: string) => ({ isLoading: false, error: { kind: 'http', code } });

describe('discountState', () => {
  it('is no-code, not an error, for a link without a code (issue 21 defect 13)', () => {
    expect(discountState(undefined, { isLoading: false })).toBe('no-code');
    expect(discountState('', { isLoading: false })).toBe('no-code');
  });

  it('is the discount error for an unknown code or an ended campaign', () => {
    expect(discountState('NOPE', failed('DISCOUNT_UNAVAILABLE'))).toBe('discount-error');
    expect(discountState('SUMMER10', failed('00047'))).toBe('discount-error');
  });

  it('is the missing-banner error for an unknown banner or any other failure', () => {
    expect(discountState('EXPEDIA25', failed('0001'))).toBe('missing-banner-error');
    expect(discountState('EXPEDIA25', failed('0007'))).toBe('missing-banner-error');
    expect(discountState('EXPEDIA25', failed('NETWORK'))).toBe('missing-banner-error');
    expect(discountState('EXPEDIA25', { isLoading: false, error: new Error('x') })).toBe(
      'missing-banner-error',
    );
  });

  it('waits for the campaign, then is ready', () => {
    expect(discountState('EXPEDIA25', { isLoading: true })).toBe('loading');
    expect(discountState('EXPEDIA25', { isLoading: false, data: { discountCode: 'X' } })).toBe(
      'ready',
    );
  });
});
