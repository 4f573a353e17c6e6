import { describe, expect, it } from 'vitest';
import { isStoreIdSegment, pageSourceOf, readDiscountParams, readStoreId } from './route-params';

describe('readStoreId', () => {
  it.each([
    ['1234', '', '1234'],
    [undefined, 'storeId=3132', '3132'],
    ['1234', 'storeId=3132', '1234'],
    ['abc', 'storeId=3132', '3132'],
    [undefined, 'storeId=12x', undefined],
    [undefined, '', undefined],
    [undefined, 'storeId=%20', undefined],
  ])('route %s, query %s → %s', (param, query, expected) => {
    expect(readStoreId(param, new URLSearchParams(query))).toBe(expected);
  });
});

describe('isStoreIdSegment', () => {
  it.each([
    [undefined, true],
    ['1234', true],
    ['change-plan', false],
    ['', false],
  ])('%s → %s', (segment, ok) => expect(isStoreIdSegment(segment)).toBe(ok));
});

describe('readDiscountParams', () => {
  it.each([
    ['discountCode=AAA25&segment=nurses', { discountCode: 'AAA25', segment: 'nurses' }],
    ['discountCode=%20AAA25%20', { discountCode: 'AAA25', segment: undefined }],
    ['segment=', { discountCode: undefined, segment: undefined }],
    ['', { discountCode: undefined, segment: undefined }],
  ])('%s', (query, expected) => {
    expect(readDiscountParams(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('pageSourceOf', () => {
  it('is the screen segment, not the store id the route ends with', () => {
    expect(pageSourceOf('/freshpass/manage/discount/1502', '1502')).toBe('discount');
    expect(pageSourceOf('/freshpass/manage/1502', '1502')).toBe('manage');
  });
  it('drops .html and a trailing slash', () => {
    expect(pageSourceOf('/freshpass/manage/discount.html')).toBe('discount');
    expect(pageSourceOf('/freshpass/manage/discount/')).toBe('discount');
    expect(pageSourceOf('/freshpass/manage')).toBe('manage');
  });
  it('keeps a digits segment that is not the route store id', () => {
    expect(pageSourceOf('/freshpass/manage/discount', undefined)).toBe('discount');
  });
});
