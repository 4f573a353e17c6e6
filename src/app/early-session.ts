/**
 * Work the entry module starts before React renders. On a route that needs the session (spec §2
 * "Needs user-info lookup first") the user-info call is the first link of the load chain (session
 * → screen data), so it starts here rather than in the first render's effects.
 */
import { matchPath } from 'react-router-dom';
import { createApiClient, currentEnvironment, preloadUserInfo } from '../api';
import { bannerForHost } from '../content/banners';
import { isStoreIdSegment } from '../lib/route-params';
import { SCREEN_ROUTES } from './routes/route-table';

/**
 * True when `pathname` shows a screen that waits for the session. As in the router, a route's
 * own path (or `.html` form) wins over another route's store-id form, so the FAQ is not read as
 * the manage page with store id "freshpass-faq".
 */
export function needsSessionFirst(pathname: string): boolean {
  const own = SCREEN_ROUTES.find(
    (route) => matchPath(route.path, pathname) || matchPath(`${route.path}.html`, pathname),
  );
  const route =
    own ??
    SCREEN_ROUTES.find((route) => {
      const match = matchPath(`${route.path}/:storeId`, pathname);
      return match !== null && isStoreIdSegment(match.params.storeId);
    });
  return route?.needsSession === true;
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
