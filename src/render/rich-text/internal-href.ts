import { matchRoute } from '../../routes/match-route';
import type { AppPath } from '../use-app-navigate';

/**
 * Whether an href stays inside this app, so it becomes a router link: a path under `/freshpass`
 * (an unknown one gets the app's not-found page) or any route of the table
 * (src/routes/route-table.ts, e.g. the partner pages under `/rewards/partners`). Every other path
 * of the origin is the retailer's site (shop home, SNAP verification, sign-in), which a router
 * link would show as the app's not-found page instead of loading it. Its own module so that links
 * outside rich text (SmartLink) do not pull the rich-text stack into the eager chunk.
 */
export function isInternalHref(href: string): href is AppPath {
  if (/^\/freshpass(?:[/?#]|$)/.test(href)) return true;
  if (!/^\/(?![/\\])/.test(href)) return false;
  return matchRoute(href.replace(/[?#].*$/, '')) !== undefined;
}
