/** The part of a banner (banners/<id>.json) that theming reads. */
export interface ThemedBanner {
  id: string;
  theme: Readonly<Record<string, string>>;
}

/**
 * The banner's colours as CSS custom properties for the shell root (`primary` → `--fp-primary`,
 * `onPrimary` → `--fp-on-primary`), so every banner difference in look is data, never a
 * `banner === 'vons'` branch. The stylesheet's defaults apply to any colour a banner leaves out.
 */
export function themeVars(banner: ThemedBanner): Record<`--fp-${string}`, string> {
  const vars: Record<`--fp-${string}`, string> = {};
  for (const [name, value] of Object.entries(banner.theme)) {
    if (!/^#[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i.test(value)) continue;
    vars[`--fp-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return vars;
}
