/**
 * What the page's first module (src/early-start.ts) does before the app's code has run: on a
 * route behind the session (contract §2 "Needs user-info lookup first"), the session and the reads
 * that follow from it are the first links of the load chain (session → screen data), so they
 * start here, from the route's own answer to "what does it need" (routeNeeds `api`, worked out
 * from the content the page carries), rather than in the first render's effects.
 * No React, router or SWR: ESLint keeps this module and the first module free of them.
 */
import { createApiClient } from '../api/client';
import { cookieNamesFor } from '../api/cookie-names';
import { startEarlyReads } from '../api/early-reads';
import { currentEnvironment, type Environment } from '../api/environment';
import { hasCookie } from '../lib/cookies';
import { matchRoute } from '../routes/match-route';
import { carriedNeeds, type PageData } from './page-data';

/**
 * The API data the page's route reads first, from the content the page carries; none when the
 * page carries no data for this URL's route (the dev server, the not-found page).
 */
export function earlyApiData(pathname: string, data: PageData | undefined): string[] {
  const match = matchRoute(pathname);
  if (!data || !match || match.route.path !== data.route) return [];
  return carriedNeeds(match.route, data.banner, data.content).api;
}

/**
 * Starts the user-info call, and after it the route's session reads (src/api/early-reads.ts),
 * when the page's route needs the session; returns the names of the calls started.
 */
export function startSessionLookup(
  location: Pick<Location, 'pathname' | 'hostname'>,
  data: PageData | undefined,
  env: Environment = currentEnvironment(),
): string[] {
  const api = earlyApiData(location.pathname, data);
  if (!data || api.length === 0) return [];
  return startEarlyReads(createApiClient({ banner: data.banner, env }), {
    hostname: location.hostname,
    api,
    rememberedCookie: hasCookie(cookieNamesFor(env).remembered),
  });
}
