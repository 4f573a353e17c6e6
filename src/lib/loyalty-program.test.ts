import { fillLoyaltyProgram, loyaltyWordRepeat, repeatsLoyaltyWord } from './loyalty-program';

describe('fillLoyaltyProgram', () => {
  it('keeps the word after the name when the name does not end with it', () => {
    expect(fillLoyaltyProgram('{loyaltyProgram} rewards', 'Vons for U')).toBe('Vons for U rewards');
    expect(fillLoyaltyProgram('2X {loyaltyProgram} points', 'Kings Rewards')).toBe(
      '2X Kings Rewards points',
    );
  });

  it('does not repeat a word the name already ends with', () => {
    expect(fillLoyaltyProgram('{loyaltyProgram} rewards', 'Kings Rewards')).toBe('Kings Rewards');
    expect(fillLoyaltyProgram('{loyaltyProgram} Rewards', "Balducci's Rewards")).toBe(
      "Balducci's Rewards",
    );
    expect(
      fillLoyaltyProgram('Join {loyaltyProgram}  rewards and save', "Balducci's Rewards"),
    ).toBe("Join Balducci's Rewards and save");
  });

  it('fills every occurrence and leaves a longer word alone', () => {
    expect(
      fillLoyaltyProgram('{loyaltyProgram} rewardsy, {loyaltyProgram} rewards.', 'Kings Rewards'),
    ).toBe('Kings Rewards rewardsy, Kings Rewards.');
  });

  it('fills a placeholder at the end or before punctuation', () => {
    expect(fillLoyaltyProgram('With {loyaltyProgram}.', 'Kings Rewards')).toBe(
      'With Kings Rewards.',
    );
    expect(fillLoyaltyProgram('{loyaltyProgram}', 'Vons for U')).toBe('Vons for U');
  });

  it('leaves text without the placeholder as written', () => {
    expect(fillLoyaltyProgram('Kings Rewards rewards {banner}', 'Kings Rewards')).toBe(
      'Kings Rewards rewards {banner}',
    );
  });
});

describe('repeatsLoyaltyWord', () => {
  it('finds the name followed by its own last word', () => {
    expect(repeatsLoyaltyWord('Kings Rewards rewards and discounts', 'Kings Rewards')).toBe(true);
    expect(repeatsLoyaltyWord("Balducci's Rewards Rewards", "Balducci's Rewards")).toBe(true);
  });

  it('accepts the name used once', () => {
    expect(repeatsLoyaltyWord('Kings Rewards and exclusive discounts', 'Kings Rewards')).toBe(
      false,
    );
    expect(repeatsLoyaltyWord('Vons for U rewards', 'Vons for U')).toBe(false);
    expect(repeatsLoyaltyWord('Kings Rewards rewardsy', 'Kings Rewards')).toBe(false);
  });

  it('matches across any white space and case, and only a whole last word', () => {
    expect(repeatsLoyaltyWord('KINGS REWARDS\n\tRewards.', 'Kings Rewards')).toBe(true);
    expect(repeatsLoyaltyWord('Kings Rewardsrewards', 'Kings Rewards')).toBe(false);
    expect(repeatsLoyaltyWord('Kings Rewards rewardsé', 'Kings Rewards')).toBe(false);
    expect(repeatsLoyaltyWord('Kings Rewards and Kings Rewards rewards', 'Kings Rewards')).toBe(
      true,
    );
    expect(repeatsLoyaltyWord('anything', '  ')).toBe(false);
  });

  it('is built once per name and tests any number of texts (loyaltyWordRepeat)', () => {
    const repeats = loyaltyWordRepeat('Vons for U');
    expect(['Vons for U u', 'Vons for U rewards', 'vons for u U!'].map(repeats)).toEqual([
      true,
      false,
      true,
    ]);
  });
});
