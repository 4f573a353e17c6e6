import { describe, expect, it } from 'vitest';
import { fillBlanks } from './fill-blanks';

describe('fillBlanks', () => {
  it('fills absent and empty fields from what the flow knows', () => {
    expect(fillBlanks({ lastName: '' }, { firstName: 'Nora', lastName: 'New' })).toEqual({
      firstName: 'Nora',
      lastName: 'New',
    });
    expect(fillBlanks(undefined, { firstName: 'Nora' })).toEqual({ firstName: 'Nora' });
  });

  it('never writes over what the shopper typed', () => {
    const typed = { firstName: 'Eleanora', lastName: 'New' };
    expect(fillBlanks(typed, { firstName: 'Nora', lastName: 'New' })).toBe(typed);
  });

  it('skips unknown values and leaves the data alone without knowledge', () => {
    expect(fillBlanks({ a: 1 }, { firstName: undefined })).toEqual({ a: 1 });
    expect(fillBlanks('x', undefined)).toBe('x');
  });
});
