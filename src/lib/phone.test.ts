import { describe, expect, it } from 'vitest';
import { splitPhones, telHref } from './phone';

describe('telHref', () => {
  it('dials a North American number with its country code', () => {
    expect(telHref('1-877-723-3929')).toBe('tel:+18777233929');
    expect(telHref('+1 (888) 546-4701')).toBe('tel:+18885464701');
  });

  it('keeps a number it cannot place as its digits', () => {
    expect(telHref('723-3929')).toBe('tel:7233929');
  });
});

describe('splitPhones', () => {
  it('finds the numbers copy writes, with separators, and nothing else', () => {
    expect(splitPhones('Call 1-877-723-3929 or (888) 546-4701.')).toEqual([
      { text: 'Call ' },
      { phone: '1-877-723-3929' },
      { text: ' or ' },
      { phone: '(888) 546-4701' },
      { text: '.' },
    ]);
    expect(splitPhones('Card 4111111111111111, order 12345678')).toEqual([
      { text: 'Card 4111111111111111, order 12345678' },
    ]);
    expect(splitPhones('')).toEqual([{ text: '' }]);
  });
});
