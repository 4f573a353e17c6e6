import { numberFrom } from './env-number';

describe('numberFrom', () => {
  it('gives the fallback when the setting is unset or empty', () => {
    expect(numberFrom('TAP_RUNS', 5, 1, 50, {})).toBe(5);
    expect(numberFrom('TAP_RUNS', 5, 1, 50, { TAP_RUNS: '' })).toBe(5);
  });

  it('gives a value inside the range', () => {
    expect(numberFrom('TAP_RUNS', 5, 1, 50, { TAP_RUNS: '12' })).toBe(12);
  });

  it('stops with the valid range on a word, a number out of range or infinity', () => {
    for (const raw of ['abc', '0', '51', 'Infinity']) {
      expect(() => numberFrom('TAP_RUNS', 5, 1, 50, { TAP_RUNS: raw })).toThrow(
        `TAP_RUNS must be a number from 1 to 50 (it is "${raw}")`,
      );
    }
  });
});
