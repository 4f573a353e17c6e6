/**
 * What the side-by-side view checks, as the build bundled it (only the preview's chunk imports
 * this): every banners/*.json as written, the text of every logo file, and the theme's default
 * colours of base.css.
 */
import { cssThemeDefaults, type BannerFile } from '../../../content/banner-checks';
import baseCss from '../../styles/base.css?raw';

const bannerModules = import.meta.glob<unknown>('/banners/*.json', {
  eager: true,
  import: 'default',
});
const logoTexts = import.meta.glob<string>('/banners/logos/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Every banner file (`banners/<id>.json`) and its value, in file order. */
export const bannerFiles: readonly BannerFile[] = Object.entries(bannerModules)
  .map(([path, value]) => ({ rel: path.replace(/^\//, ''), value }))
  .sort((a, b) => a.rel.localeCompare(b.rel));

/** A logo file's text by its name in banners/logos/, or undefined when it does not exist. */
export function readBundledLogo(file: string): string | undefined {
  const key = `/banners/logos/${file}`;
  return Object.hasOwn(logoTexts, key) ? logoTexts[key] : undefined;
}

/** The theme's default colours: `:root` of base.css, as the gate reads them. */
export const themeDefaults: Readonly<Record<string, string>> = cssThemeDefaults(baseCss);
