import { formatUsd } from './money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatUsd', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatUsd(9.99)).toBe('$9.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(99)).toBe('$99.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-5)).toBe('-$5.00');
  });

  it('reads as Intl does, rounding included', () => {
    const amounts = [
      1.005,
      2.675,
      0.125,
      0.135,
      1.115,
      10.235,
      0.004,
      0.005,
      -0.004,
      -0.005,
      -1.005,
      999.995,
      999_999.999,
      1_234_567.891,
      123_456_789_012.34,
      0.1 + 0.2,
      1e14 + 0.25,
      1e15,
      1e21,
      -0,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (let cents = 0; cents <= 200_000; cents += 7) amounts.push(cents / 100, -cents / 100);
    for (let i = 0; i < 2000; i += 1) amounts.push(((i * 7919) % 100_003) / 1000);
    for (const amount of amounts)
      expect(formatUsd(amount), String(amount)).toBe(intl.format(amount));
  });
});
