/**
 * Work the entry module starts before React renders. On a route that needs the session (spec §2
 * "Needs user-info lookup first") the user-info call is the first link of the load chain (session
 * → screen data), so it starts here rather than in the first render's effects.
 */
import { createApiClient, currentEnvironment, preloadUserInfo } from '../api';
import { bannerForHost } from '../content/banners';
import { matchRoute } from '../routes/match-route';
import { routeApiData } from '../routes/route-needs';

/** True when `pathname` shows a screen whose first screen needs the session (src/routes). */
export function needsSessionFirst(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== undefined && routeApiData(match.route).includes('user-info');
}

/** Starts the user-info call for this page when its route needs it; true when it did. */
export function startSessionLookup(location: Pick<Location, 'pathname' | 'hostname'>): boolean {
  if (!needsSessionFirst(location.pathname)) return false;
  const banner = bannerForHost(location.hostname);
  preloadUserInfo(
    createApiClient({ banner: banner.id, env: currentEnvironment() }),
    location.hostname,
  );
  return true;
}
