/**
 * Labels of the retailer's host names that are not banners: `www` in www.vons.com, `qa1` in
 * qa1-www.vons.com, `m` of a mobile site. Hosts resolve to the banner whose id is one of their
 * labels (banner-resolution.ts), so a banner with such an id would take every banner's hosts.
 */
import type { EnvironmentName } from '../api/environment';
import type { ContentCheck } from './content-checks';

const ENVIRONMENTS: readonly EnvironmentName[] = ['local', 'qa1', 'qa2', 'qa3', 'stage', 'prod'];

/** Every label a host of another banner may hold besides that banner's id. */
export const HOST_LABELS: ReadonlySet<string> = new Set([
  ...ENVIRONMENTS,
  'www',
  'www1',
  'www2',
  'm',
  'mobile',
  'shop',
  'dev',
  'test',
  'uat',
  'staging',
  'preprod',
  'localhost',
  'com',
  'net',
  'org',
]);

/** A banner id that is a host label is refused, with why and what to do. */
export function hostLabelChecks(banner: unknown): ContentCheck[] {
  const id = (banner as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !HOST_LABELS.has(id)) return [];
  return [
    {
      pointer: '/id',
      message: `banner id "${id}" is a label that other banners' host names hold (as www in www.vons.com, qa1 in qa1-www.safeway.com, m in m.vons.com): those hosts would then resolve to this banner. Use the banner's own brand name as its id, e.g. "lucky"`,
      rule: 'banner-id',
    },
  ];
}
