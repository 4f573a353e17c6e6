import { banners, logoImage, type Banner } from '../../content/banners';
import uiText from '../../../content/ui-text.json';
import { SHOP_HOME_PATH, siteHeaderModel } from './site-header-model';

const labels = { ...uiText.header, logoAlt: '{banner} home', title: '{product} at {banner}' };
const logosOf = (banner: Banner) => ({
  color: logoImage(banner.logos.color),
  white: logoImage(banner.logos.white),
});

describe('siteHeaderModel', () => {
  it.each(banners.map((b) => [b.id, b]))(
    '%s: colour logo on account pages, white logo on landing pages, named in the labels',
    (_id, banner) => {
      const logos = logosOf(banner);
      const page = siteHeaderModel({ banner, logos, labels, landing: false });
      expect(page).toEqual({
        landing: false,
        onBrand: false,
        logo: logos.color,
        logoAlt: `${banner.displayName} home`,
        title: `FreshPass at ${banner.displayName}`,
        href: SHOP_HOME_PATH,
      });
      expect(page.logo?.width).toBeGreaterThan(0);
      const landing = siteHeaderModel({ banner, logos, labels, landing: true });
      expect(landing).toMatchObject({ landing: true, onBrand: true, logo: logos.white });
    },
  );

  it('uses the shipped labels, which name the banner', () => {
    const banner = banners[0];
    const model = siteHeaderModel({
      banner,
      logos: logosOf(banner),
      labels: uiText.header,
      landing: false,
    });
    expect(model.logoAlt).toContain(banner.displayName);
    expect(model.title).toContain(banner.displayName);
  });

  it('keeps the colour logo on the surface when white would not read on the primary colour', () => {
    const light = { ...banners[0], theme: { ...banners[0].theme, primary: '#FFD23F' } };
    const model = siteHeaderModel({
      banner: light,
      logos: logosOf(light),
      labels,
      landing: true,
    });
    expect(model).toMatchObject({ landing: true, onBrand: false, logo: logosOf(light).color });
  });

  it('has no image when the logo file is missing, and keeps the alt text to show instead', () => {
    const banner = banners[0];
    const model = siteHeaderModel({
      banner,
      logos: { color: undefined, white: undefined },
      labels,
      landing: true,
    });
    expect(model).toMatchObject({ onBrand: false, logo: undefined, logoAlt: 'Safeway home' });
  });
});
