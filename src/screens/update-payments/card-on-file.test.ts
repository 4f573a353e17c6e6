import { describe, expect, it } from 'vitest';
import { cardOnFile } from './card-on-file';

const card = (id: string, isDefault: boolean) => ({
  id,
  brand: 'VISA',
  last4: id,
  expiry: '12/29',
  isDefault,
});

describe('cardOnFile', () => {
  it('is the default card', () => {
    expect(cardOnFile([card('1111', false), card('4242', true)])?.last4).toBe('4242');
  });

  it('is the first card when none is marked default', () => {
    expect(cardOnFile([card('1111', false), card('4242', false)])?.last4).toBe('1111');
  });

  it('is null without cards or before they are read', () => {
    expect(cardOnFile([])).toBeNull();
    expect(cardOnFile(undefined)).toBeNull();
  });
});
