import { AA_NORMAL_TEXT, contrastRatio, nearestPassingColour, parseHexColour } from './contrast';

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

describe('nearestPassingColour', () => {
  it('darkens a light text colour on white just enough to reach AA', () => {
    const near = nearestPassingColour('#F2C200', '#FFFFFF');
    expect(near).toBe('#8F7200');
    expect(contrastRatio(near ?? '', '#FFFFFF')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    // One step less dark would fail: it is the nearest, not just any passing colour.
    expect(contrastRatio('#927400', '#FFFFFF')).toBeLessThan(AA_NORMAL_TEXT);
  });

  it('lightens text on a dark background', () => {
    const near = nearestPassingColour('#b00020', '#1E1E1E');
    expect(near).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrastRatio(near ?? '', '#1E1E1E')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('gives nothing for colours it cannot read', () => {
    expect(nearestPassingColour('red', '#fff')).toBeUndefined();
  });
});
