import { svgSize } from './svg-size';

describe('svgSize', () => {
  it('reads width and height of the root element', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="143" height="40">')).toEqual({
      width: 143,
      height: 40,
    });
    expect(svgSize("<?xml version='1.0'?><svg width='120px' height='40.5px'></svg>")).toEqual({
      width: 120,
      height: 40.5,
    });
  });

  it('falls back to the viewBox when width or height is missing or relative', () => {
    expect(svgSize('<svg viewBox="0 0 330 40" width="100%">')).toEqual({ width: 330, height: 40 });
    expect(svgSize('<svg viewBox="0,0,24,24">')).toEqual({ width: 24, height: 24 });
  });

  it('gives nothing when the file has no size or no svg element', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg">')).toBeUndefined();
    expect(svgSize('<svg width="0" height="40">')).toBeUndefined();
    expect(svgSize('<html></html>')).toBeUndefined();
  });

  it('does not read a nested element', () => {
    expect(svgSize('<svg viewBox="0 0 10 20"><rect width="5" height="5"/></svg>')).toEqual({
      width: 10,
      height: 20,
    });
  });
});
