import type { Banner, LogoImage } from '../../content/banners';
import { placeholderValues } from '../../content/banners';
import type { UiText } from '../../content/content-types';
import { AA_NORMAL_TEXT, contrastRatio } from '../../lib/contrast';
import { fillText } from '../../render/placeholders';

/** Contract §2's shop home: where the banner's logo leads (docs/decisions.md, "Page header"). */
export const SHOP_HOME_PATH = '/shop/home.html';

/** The white logo is drawn in white; it goes on the primary colour only where white reads. */
const WHITE = '#FFFFFF';

/** What the page header shows, decided from data only (banner, labels, the kind of page). */
export interface SiteHeaderModel {
  /** A landing page (contract §2): no page wrapper, so the header takes the landing gutters. */
  landing: boolean;
  /** The header sits on the banner's primary colour (with the white logo), or on the surface. */
  onBrand: boolean;
  /** The logo file to show (colour on the surface, white on the primary colour), if it exists. */
  logo: LogoImage | undefined;
  /** The logo's alt text, naming the banner; also the name of its link. */
  logoAlt: string;
  /** The line beside the logo, naming the banner and the product. */
  title: string;
  href: string;
}

/**
 * The header of a page: on a landing page (contract §2 landing mode, the subscribe flow) it sits on
 * the banner's primary colour with the white logo, when white reaches WCAG AA on that colour;
 * everywhere else, and for a banner whose primary colour is too light for white, on the page's
 * surface with the colour logo. Texts are the ui-text `header` labels with the banner's
 * placeholders filled.
 */
export function siteHeaderModel(input: {
  banner: Banner;
  logos: { color: LogoImage | undefined; white: LogoImage | undefined };
  labels: UiText['header'];
  landing: boolean;
}): SiteHeaderModel {
  const { banner, logos, labels, landing } = input;
  const values = placeholderValues(banner);
  const primary = banner.theme.primary;
  const whiteReads = (contrastRatio(WHITE, primary) ?? 0) >= AA_NORMAL_TEXT;
  const onBrand = landing && whiteReads && logos.white !== undefined;
  return {
    landing,
    onBrand,
    logo: onBrand ? logos.white : logos.color,
    logoAlt: fillText(labels.logoAlt, values),
    title: fillText(labels.title, values),
    href: SHOP_HOME_PATH,
  };
}
