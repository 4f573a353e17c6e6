import { describe, expect, it } from 'vitest';
import { declaredPageTitle, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the step, the heading and the banner in that order', () => {
    expect(
      pageTitle({
        step: 'Step 2 of 4: choose your plan',
        heading: 'Join FreshPass',
        banner: 'Vons',
      }),
    ).toBe('Step 2 of 4: choose your plan – Join FreshPass – Vons');
  });

  it('leaves out parts that are missing, blank or said already', () => {
    expect(pageTitle({ heading: 'Manage FreshPass', banner: 'Vons' })).toBe(
      'Manage FreshPass – Vons',
    );
    expect(pageTitle({ step: ' ', heading: 'Join FreshPass', banner: '' })).toBe('Join FreshPass');
    expect(pageTitle({ step: 'Join FreshPass', heading: 'Join FreshPass', banner: 'Vons' })).toBe(
      'Join FreshPass – Vons',
    );
  });
});

describe('declaredPageTitle', () => {
  it('reads the h1 attribute as the HTML wrote it', () => {
    expect(
      declaredPageTitle('<main><h1 tabindex="-1" data-page-title="A &amp; B – Vons">A</h1></main>'),
    ).toBe('A &amp; B – Vons');
    expect(declaredPageTitle('<h1>No title</h1><p data-page-title="x"></p>')).toBeUndefined();
  });
});
