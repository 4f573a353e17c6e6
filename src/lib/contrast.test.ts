import { AA_NORMAL_TEXT, contrastRatio, parseHexColour } from './contrast';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#FFFFFF')).toBeCloseTo(1, 5);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#C8102E', '#fff')).toBeCloseTo(contrastRatio('#fff', '#C8102E') ?? 0, 8);
  });

  it('matches known WCAG figures around the AA line', () => {
    // #767676 on white is the classic lightest grey that passes AA (4.54).
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_NORMAL_TEXT);
  });

  it('returns undefined for colours it cannot read', () => {
    expect(contrastRatio('red', '#fff')).toBeUndefined();
    expect(parseHexColour('#12345')).toBeUndefined();
    expect(parseHexColour('#abc')).toEqual([170, 187, 204]);
  });
});
