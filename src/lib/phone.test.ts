import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('dials a North American number with its country code', () => {
    expect(telHref('1-877-723-3929')).toBe('tel:+18777233929');
    expect(telHref('+1 (888) 546-4701')).toBe('tel:+18885464701');
  });

  it('keeps a number it cannot place as its digits', () => {
    expect(telHref('723-3929')).toBe('tel:7233929');
  });
});
