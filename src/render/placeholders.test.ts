import { fillPlaceholders, fillText } from './placeholders';

const values = {
  banner: 'Vons',
  phone: '1-877-723-3929',
  loyaltyProgram: 'Vons for U',
  product: 'FreshPass',
};

describe('placeholders', () => {
  it('fills the fixed set and leaves other braces alone', () => {
    expect(
      fillText('{product} at {banner}: call {phone}, earn {loyaltyProgram} {other}', values),
    ).toBe('FreshPass at Vons: call 1-877-723-3929, earn Vons for U {other}');
  });

  it("does not repeat a loyalty program name's last word (issue 12 defect 5)", () => {
    const kings = { ...values, loyaltyProgram: 'Kings Rewards' };
    expect(fillText('{loyaltyProgram} rewards at {banner}', kings)).toBe('Kings Rewards at Vons');
    expect(fillText('{loyaltyProgram} rewards', values)).toBe('Vons for U rewards');
  });

  it('fills every string of nested props without mutating them', () => {
    const props = { title: '{banner}', items: [{ text: '{product}' }], count: 3, on: true };
    const filled = fillPlaceholders(props, values);
    expect(filled).toEqual({ title: 'Vons', items: [{ text: 'FreshPass' }], count: 3, on: true });
    expect(props.title).toBe('{banner}');
  });
});
