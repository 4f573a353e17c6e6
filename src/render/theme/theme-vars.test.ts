import { themeVars } from './theme-vars';

describe('themeVars', () => {
  it('turns each banner colour into a kebab-case custom property', () => {
    expect(themeVars({ id: 'x', theme: { primary: '#B0142A', onPrimary: '#FFFFFF' } })).toEqual({
      '--fp-primary': '#B0142A',
      '--fp-on-primary': '#FFFFFF',
    });
  });

  it('drops values that are not hex colours, so content cannot inject CSS', () => {
    const vars = themeVars({ id: 'x', theme: { primary: 'red; background:url(x)', link: '#123' } });
    expect(vars).toEqual({ '--fp-link': '#123' });
  });

  it('themes every shipped banner with at least its primary colours', () => {
    const banners = import.meta.glob<{ id: string; theme: Record<string, string> }>(
      '/banners/*.json',
      { eager: true, import: 'default' },
    );
    for (const banner of Object.values(banners)) {
      const vars = themeVars(banner);
      expect(vars['--fp-primary'], banner.id).toMatch(/^#/);
      expect(vars['--fp-on-primary'], banner.id).toMatch(/^#/);
    }
  });
});
