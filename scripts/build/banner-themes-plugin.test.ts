import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBanners } from '../../shared-node/content-files';
import { bannerThemesCss } from './banner-themes-plugin';

describe('bannerThemesCss', () => {
  it("sets each banner's colours on its own shell, hex values only", () => {
    const css = bannerThemesCss([
      { id: 'vons', theme: { primary: '#B0142A', onPrimary: '#FFFFFF', bad: 'red;x' } },
    ]);
    expect(css).toBe(
      ".fp-shell[data-banner='vons'] {\n  --fp-primary: #B0142A;\n  --fp-on-primary: #FFFFFF;\n}\n",
    );
  });

  it('has a rule for every shipped banner', () => {
    const banners = listBanners(resolve(import.meta.dirname, '../..'));
    const css = bannerThemesCss(
      banners.map((b) => ({ id: b.id, theme: b.theme as Record<string, string> })),
    );
    for (const banner of banners) expect(css).toContain(`[data-banner='${banner.id}']`);
  });

  it('leaves out an id that could break out of the selector', () => {
    expect(bannerThemesCss([{ id: "x'] {}", theme: { primary: '#000' } }])).toBe('');
  });
});
