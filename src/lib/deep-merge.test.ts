import { deepMerge, type JsonObject } from './deep-merge';

describe('deepMerge', () => {
  it('merges nested objects key by key', () => {
    const base: JsonObject = { theme: { primary: '#000', onPrimary: '#fff' }, name: 'a' };
    expect(deepMerge(base, { theme: { primary: '#111' } })).toEqual({
      theme: { primary: '#111', onPrimary: '#fff' },
      name: 'a',
    });
  });

  it('replaces arrays instead of concatenating them', () => {
    expect(deepMerge({ tiles: [1, 2, 3] }, { tiles: [9] })).toEqual({ tiles: [9] });
  });

  it('replaces scalars, and an object may replace a scalar and back', () => {
    expect(deepMerge({ a: 1, b: { c: 1 } }, { a: { x: 1 }, b: 'flat' })).toEqual({
      a: { x: 1 },
      b: 'flat',
    });
  });

  it('keeps null as a value', () => {
    expect(deepMerge({ a: 1 }, { a: null })).toEqual({ a: null });
  });

  it('changes neither input and shares no nested references', () => {
    const base: JsonObject = { a: { b: [1] } };
    const override: JsonObject = { a: { c: { d: 1 } } };
    const merged = deepMerge(base, override);
    expect(base).toEqual({ a: { b: [1] } });
    expect(override).toEqual({ a: { c: { d: 1 } } });
    (merged.a as JsonObject).c = 'changed';
    expect(override).toEqual({ a: { c: { d: 1 } } });
  });

  it('ignores inherited keys such as __proto__ tricks', () => {
    const override = JSON.parse('{"__proto__": {"polluted": true}}') as JsonObject;
    const merged = deepMerge({}, override);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
  });
});
