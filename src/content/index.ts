/** The content layer's public surface: banners, banner context, content loading and types. */
export { BannerProvider, useBanner, type BannerContextValue } from './banner-context';
export { fallbackBanner, resolveBanner, type BannerRef } from './banner-resolution';
export {
  banners,
  bannerForHost,
  logoUrl,
  placeholderValues,
  PRODUCT_NAME,
  type Banner,
} from './banners';
export { kindOfPath } from './content-kinds';
export type * from './content-types';
export { contentUrl } from './content-url';
export { fetchContent, useContent, type ContentState } from './use-content';
