/**
 * The banners the app knows: every banners/*.json found at build time by import.meta.glob, so a
 * new banner needs one JSON file and two logos and no list anywhere. Each is checked with the
 * precompiled validator; a broken banner is logged and left out rather than crashing the app.
 */
import { fallbackBanner, resolveBanner } from './banner-resolution';
import type { Banner } from './generated/types/banner';
// Only the banner validator is eager: banners are checked before the first render.
import { validate as validateBanner } from './generated/validators/banner.js';

export type { Banner } from './generated/types/banner';

/** The product name behind the {product} placeholder. */
export const PRODUCT_NAME = 'FreshPass';

const bannerModules = import.meta.glob<unknown>('/banners/*.json', {
  eager: true,
  import: 'default',
});
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

/** Keeps the banners that pass the banner schema, sorted by order (the first is the fallback). */
export function loadBanners(modules: Record<string, unknown>): Banner[] {
  const validate = validateBanner;
  const valid: Banner[] = [];
  for (const [file, value] of Object.entries(modules)) {
    if (validate(value)) valid.push(value as Banner);
    else {
      const first = validate.errors?.[0];
      console.error(
        `Banner ${file} is invalid at "${first?.instancePath ?? ''}": ${first?.message ?? 'unknown problem'}; it is left out.`,
      );
    }
  }
  return valid.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** Every valid banner in the spec's order. */
export const banners: readonly Banner[] = loadBanners(bannerModules);

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
