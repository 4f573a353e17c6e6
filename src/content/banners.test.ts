import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { svgSize } from '../lib/svg-size';
import { banners, bannerForHost, logoImage, logoUrl, placeholderValues } from './banners';

const BANNER_DIR = join(import.meta.dirname, '../../banners');

describe('banners', () => {
  it('each look like themselves: no two share a primary colour', () => {
    // The real brands all differ; a shared colour makes two banners' pages look the same.
    const byColour = new Map<string, string[]>();
    for (const b of banners) {
      const key = b.theme.primary.toUpperCase();
      byColour.set(key, [...(byColour.get(key) ?? []), b.id]);
    }
    expect([...byColour.values()].filter((ids) => ids.length > 1)).toEqual([]);
  });

  it("write names as the brands do: Shaw's with its apostrophe, in name, logo and copy", () => {
    const shaws = banners.find((b) => b.id === 'shaws');
    expect(shaws?.displayName).toBe("Shaw's");
    expect(shaws?.loyaltyProgramName).toBe("Shaw's for U");
    expect(JSON.stringify(shaws)).not.toMatch(/Shaws/);
    for (const file of ['shaws.svg', 'shaws-white.svg']) {
      const svg = readFileSync(join(BANNER_DIR, 'logos', file), 'utf8');
      expect(svg, file).not.toMatch(/Shaws/);
      expect(svg, file).toContain('aria-label="Shaw\'s"');
    }
  });

  it('finds every banners/*.json, in the spec order, with safeway first', () => {
    const files = readdirSync(BANNER_DIR).filter((f) => f.endsWith('.json'));
    expect(banners).toHaveLength(files.length);
    expect(banners.map((b) => b.id).slice(0, 3)).toEqual(['safeway', 'vons', 'randalls']);
    expect(banners[10].id).toBe('pavilions');
    expect(banners.at(-1)?.id).toBe('haggen');
  });

  it.each(banners.map((b) => [b.id]))(
    '%s has both logos built and resolves from its host',
    (id) => {
      const banner = bannerForHost(`${id}.localhost`);
      expect(banner.id).toBe(id);
      expect(logoUrl(banner.logos.color)).toMatch(/\.svg|^data:image\/svg\+xml/);
      expect(logoUrl(banner.logos.white)).toMatch(/\.svg|^data:image\/svg\+xml/);
      // The header keeps each logo's place with the size its file draws at.
      for (const file of [banner.logos.color, banner.logos.white]) {
        const size = svgSize(readFileSync(join(BANNER_DIR, 'logos', file), 'utf8'));
        expect(logoImage(file)).toEqual({ url: logoUrl(file), ...size });
      }
    },
  );

  it('falls back to the first banner for an unknown host', () => {
    expect(bannerForHost('shop.example.org').id).toBe('safeway');
  });

  it('fills placeholder values from the banner', () => {
    expect(placeholderValues(bannerForHost('www.vons.com'))).toEqual({
      banner: 'Vons',
      phone: '1-877-723-3929',
      loyaltyProgram: 'Vons for U',
      product: 'FreshPass',
    });
  });
});
