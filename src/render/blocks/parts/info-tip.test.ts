import { shiftIntoWindow } from './info-tip';

describe('shiftIntoWindow', () => {
  it('moves a tooltip that starts off the left edge right by what is missing, plus the gap', () => {
    expect(shiftIntoWindow(-134, 260, 320)).toBe(142);
  });

  it('moves one past the right edge left, never past the left edge', () => {
    expect(shiftIntoWindow(200, 260, 375)).toBe(-93);
    expect(shiftIntoWindow(20, 400, 320)).toBe(-12);
  });

  it('leaves one that fits where it is', () => {
    expect(shiftIntoWindow(40, 200, 1280)).toBe(0);
  });
});
