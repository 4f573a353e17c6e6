import { SCREEN_ROUTES } from '../../routes/route-table';
import { DISCOUNT_STATES, discountLayout, discountState } from './discount-state';

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

describe('discountLayout', () => {
  it('shows the partner list without a code and the error page for a failed code', () => {
    expect(discountLayout('no-code')).toBe('partners');
    expect(discountLayout('discount-error')).toBe('discount-error');
    expect(discountLayout('missing-banner-error')).toBe('discount-error');
    expect(discountLayout('loading')).toBe('discount');
    expect(discountLayout('ready')).toBe('discount');
  });

  it("is carried by every route of the screen: its own layout, or one of the route's queryLayouts", () => {
    const routes = SCREEN_ROUTES.filter((route) => route.screen === 'discount');
    expect(routes.map((route) => route.path)).toEqual([
      '/freshpass/manage/discount',
      '/rewards/partners/partner-detail',
    ]);
    const others = [...new Set(DISCOUNT_STATES.map(discountLayout))].filter(
      (l) => l !== 'discount',
    );
    for (const route of routes)
      expect([...(route.queryLayouts ?? [])].sort()).toEqual(others.sort());
  });
});
