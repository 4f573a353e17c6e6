/**
 * The banners' colours as one stylesheet: `import 'virtual:banner-themes.css'` gives, for each
 * banners/<id>.json, a rule setting its theme's custom properties (themeVars) on the shell of that
 * banner (`.fp-shell[data-banner="<id>"]`). A stylesheet, not a `style` attribute: the strict
 * Content-Security-Policy refuses inline style attributes in the prerendered HTML, and the shell
 * renders the same markup on the server and in the browser, so hydration finds what it expects.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { listBanners } from '../../shared-node/content-files.ts';
import { virtualModulePlugin } from './virtual-module.ts';
import { themeVars, type ThemedBanner } from '../../src/render/theme/theme-vars.ts';

/** The import that gives the stylesheet. */
export const BANNER_THEMES_MODULE = 'virtual:banner-themes.css';
// Resolved to a path ending in .css, so Vite's CSS pipeline (bundling, hashing) takes it.
const RESOLVED = '/__freshpass-banner-themes.css';

/** The stylesheet of the given banners (ids are kebab-case; a colour that is not hex is left out). */
export function bannerThemesCss(banners: readonly ThemedBanner[]): string {
  return banners
    .filter((banner) => /^[a-z0-9-]+$/.test(banner.id))
    .map((banner) => {
      const vars = Object.entries(themeVars(banner)).map(([name, value]) => `  ${name}: ${value};`);
      return `.fp-shell[data-banner='${banner.id}'] {\n${vars.join('\n')}\n}\n`;
    })
    .join('');
}

/** The Vite plugin (build, SSR build, dev server and vitest). */
export function bannerThemesPlugin(): Plugin {
  return virtualModulePlugin({
    name: 'freshpass-banner-themes',
    id: BANNER_THEMES_MODULE,
    resolved: RESOLVED,
    load(context, root) {
      context.addWatchFile(join(root, 'banners'));
      const banners = listBanners(root).map((b) => ({
        id: String(b.id),
        theme: (b.theme ?? {}) as Record<string, string>,
      }));
      return bannerThemesCss(banners);
    },
  });
}
