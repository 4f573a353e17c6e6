import { suggest } from './suggest';

describe('suggest', () => {
  it('finds close misspellings, including swapped letters', () => {
    expect(suggest('titel', ['title', 'html', 'id'])).toBe('title');
    expect(suggest('richTxt', ['richText', 'heading'])).toBe('richText');
    expect(suggest('bannr', ['banner', 'phone'])).toBe('banner');
  });

  it('offers nothing when no candidate is plausibly meant', () => {
    expect(suggest('colour', ['html', 'id'])).toBeUndefined();
    expect(suggest('ab', ['xy'])).toBeUndefined();
  });

  it('never suggests the word itself', () => {
    expect(suggest('faq', ['faq'])).toBeUndefined();
  });
});
