/**
 * The banners the app knows: every banners/*.json that passes the banner schema, found and checked
 * when the app is built (scripts/build/banners-plugin.ts), so a new banner needs one JSON file and
 * two logos and no list anywhere. A broken banner is left out with a build warning rather than
 * crashing the app.
 */
import bannerList from 'virtual:banners';
import { fallbackBanner, resolveBanner } from './banner-resolution';
import type { Banner } from './generated/types/banner';

export type { Banner } from './generated/types/banner';

/** The product name behind the {product} placeholder. */
export const PRODUCT_NAME = 'FreshPass';

const logoModules = import.meta.glob<string>('/banners/logos/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
// Each logo's drawn size, read from the file at build time (scripts/build/logo-size-plugin.ts).
const logoSizes = import.meta.glob<{ width: number; height: number }>('/banners/logos/*.svg', {
  eager: true,
  query: '?size',
  import: 'default',
});

/** A logo as the page shows it: the built URL and the size it is drawn at (its place is kept). */
export interface LogoImage {
  url: string;
  width: number;
  height: number;
}

/** Every valid banner in the spec's order. */
export const banners: readonly Banner[] = bannerList;

/** The banner for a host name (unknown hosts get the first banner). */
export function bannerForHost(host: string, list: readonly Banner[] = banners): Banner {
  const id = resolveBanner(host, list);
  return list.find((b) => b.id === id) ?? fallbackBanner(list);
}

/** The built URL of a logo file named in a banner (banners/logos/<file>). */
export function logoUrl(file: string): string | undefined {
  const key = `/banners/logos/${file}`;
  return Object.hasOwn(logoModules, key) ? logoModules[key] : undefined;
}

/** The built URL and size of a logo file named in a banner; undefined if the file is missing. */
export function logoImage(file: string): LogoImage | undefined {
  const key = `/banners/logos/${file}`;
  const url = logoUrl(file);
  const size = Object.hasOwn(logoSizes, key) ? logoSizes[key] : undefined;
  return url && size ? { url, width: size.width, height: size.height } : undefined;
}

/** Values for the fixed placeholders of schemas/placeholders.json, from one banner. */
export function placeholderValues(banner: Banner): {
  banner: string;
  phone: string;
  loyaltyProgram: string;
  product: string;
} {
  return {
    banner: banner.displayName,
    phone: banner.supportPhone,
    loyaltyProgram: banner.loyaltyProgramName,
    product: PRODUCT_NAME,
  };
}
