import { currentEnvironment } from '../api/environment';

/**
 * The URL the content service answers for a banner and path; the base comes from the build's
 * environment (same-origin `/content` locally).
 */
export function contentUrl(
  bannerId: string,
  path: string,
  base = currentEnvironment().contentBase,
): string {
  return `${base}/${encodeURIComponent(bannerId)}/${path}`;
}
