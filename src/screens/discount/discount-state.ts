/** Which of the partner landing's states applies (contract §2, §8). */
export type DiscountState =
  'loading' | 'ready' | 'no-code' | 'discount-error' | 'missing-banner-error';

/** Every state, for the tests that hold each to its layout. */
export const DISCOUNT_STATES: readonly DiscountState[] = [
  'loading',
  'ready',
  'no-code',
  'discount-error',
  'missing-banner-error',
];

/**
 * The partner landing's state from its query and the discount-plan call. A link without a code
 * names no discount, so nothing has ended: it is `no-code`, the partner list (decision record
 * partner-link-without-code). An unknown code (DISCOUNT_UNAVAILABLE) or an ended campaign (00047)
 * is the discount error ('Sorry, this discount is no longer available.'); any other failure — an unknown banner (0001), a server or
 * network error — means the page cannot be shown for this banner: the missing-banner error
 * ('Sorry, this page is currently down.').
 */
export function discountState(
  code: string | undefined,
  result: { data?: unknown; error?: unknown; isLoading: boolean },
): DiscountState {
  if (!code) return 'no-code';
  if (result.error) {
    const errorCode =
      typeof result.error === 'object' && result.error !== null && 'code' in result.error
        ? String((result.error as { code: unknown }).code)
        : '';
    return errorCode === 'DISCOUNT_UNAVAILABLE' || errorCode === '00047'
      ? 'discount-error'
      : 'missing-banner-error';
  }
  return result.data ? 'ready' : 'loading';
}

/**
 * The layout a state shows: the partner list without a code, the error page for a code that
 * failed, else the campaign. The routes of this screen carry the first two in their prerendered
 * page (`queryLayouts` in src/routes/route-table.ts).
 */
export function discountLayout(state: DiscountState): 'discount' | 'partners' | 'discount-error' {
  if (state === 'no-code') return 'partners';
  if (state === 'discount-error' || state === 'missing-banner-error') return 'discount-error';
  return 'discount';
}
