import { describe, expect, it } from 'vitest';
import { median } from './stats';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is NaN for no values, never a made-up figure', () => {
    expect(median([])).toBeNaN();
  });
});
