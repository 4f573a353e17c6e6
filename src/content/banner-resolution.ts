/** The least a banner needs for resolution: its id and its place in the spec's order. */
export interface BannerRef {
  id: string;
  order: number;
}

/** The fallback banner: the one with the lowest `order` (safeway in the shipped list). */
export function fallbackBanner<T extends BannerRef>(banners: readonly T[]): T {
  if (banners.length === 0) throw new Error('No banners are configured (banners/*.json is empty)');
  return banners.reduce((best, b) => (b.order < best.order ? b : best));
}

/**
 * The banner id a host name names, or undefined when it names none. Each dot-separated label, and
 * each dash-separated part of a label, is tried against the banner ids, so `www.vons.com`,
 * `vons.com`, `vons.localhost` and staging hosts such as `qa1-www.vons.com` all give `vons`.
 */
export function matchBanner(host: string, banners: readonly BannerRef[]): string | undefined {
  const ids = new Set(banners.map((b) => b.id));
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const label of name.split('.')) {
    if (ids.has(label)) return label;
    for (const part of label.split('-')) if (ids.has(part)) return part;
  }
  return undefined;
}

/**
 * The banner id for a host name: the one it names (matchBanner), else the fallback.
 * Pure: the banner list is passed in, so a new banners/<id>.json resolves with no code change.
 */
export function resolveBanner(host: string, banners: readonly BannerRef[]): string {
  return matchBanner(host, banners) ?? fallbackBanner(banners).id;
}
