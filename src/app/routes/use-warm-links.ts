/**
 * Which routes are made ready ahead (warm-routes.ts), and when: the routes of the links the
 * shopper can see in the main content, once the screen has settled and the browser is idle, and
 * the route of a link the shopper points at, focuses or touches, at once. A shopper who then taps
 * it sees the next screen without waiting for its code, layout or reasons (issue 23 part 4).
 * Bounded: at most WARM_LINKS_MAX routes a screen, each once a page load; nothing when the
 * browser asks to save data (`navigator.connection.saveData`, or a 2G connection).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { unstable_serialize, useSWRConfig } from 'swr';
import { useApiClient } from '../../api/api-provider';
import type { Session } from '../../api/session';
import { useBanner } from '../../content/banner-context';
import { isSameWindowLink } from '../../lib/same-window-link';
import { contentKey, warmContent } from '../../content/use-content';
import { matchRoute } from '../../routes/match-route';
import type { ScreenRoute } from '../../routes/route-table';
import { MAIN_ID } from '../shell/page-layouts';
import { warmRoute, type WarmTools } from './warm-routes';

/** The most routes warmed from one screen's visible links. */
export const WARM_LINKS_MAX = 6;
/** How often, and how many times, a screen still loading is looked at again. */
const SETTLE_RETRY_MS = 500;
const SETTLE_TRIES = 20;

/** True when the browser says the shopper wants to save data. */
function savesData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/** The route an in-app link leads to, unless it is the one showing. */
export function routeOfLink(link: Element, here: string): ScreenRoute | undefined {
  if (!(link instanceof HTMLAnchorElement) || !isSameWindowLink(link, window.location.origin)) {
    return undefined;
  }
  const route = matchRoute(link.pathname)?.route;
  const current = matchRoute(here)?.route;
  return route && route.path !== current?.path ? route : undefined;
}

/** The distinct routes of the links on screen in `main`, in reading order. */
export function visibleLinkRoutes(main: Element, here: string): ScreenRoute[] {
  const routes = new Map<string, ScreenRoute>();
  for (const link of main.querySelectorAll('a[href]')) {
    const rect = link.getBoundingClientRect();
    if (rect.width === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
    const route = routeOfLink(link, here);
    if (route && !routes.has(route.path)) routes.set(route.path, route);
  }
  return [...routes.values()].slice(0, WARM_LINKS_MAX);
}

/** Runs `run` when the browser is next idle; returns a function that cancels it. */
export type WhenIdle = (run: () => void) => () => void;

const whenIdle: WhenIdle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
};

/**
 * Warms `routes` in order, one now and each next one when the browser is idle again. Each route
 * asks for its code, record and layout at once (a fetch, and an import that preloads the chunks
 * it needs): six routes in one task made a task of 120–160 ms under a 4× slower CPU, which
 * Lighthouse counts as blocking. Returns a function that stops the routes not yet started.
 */
export function warmInTurn(
  routes: readonly ScreenRoute[],
  warm: (route: ScreenRoute) => void,
  idle: WhenIdle = whenIdle,
): () => void {
  let stop = () => {};
  const next = (index: number) => {
    const route = routes[index];
    if (!route) return;
    warm(route);
    if (index + 1 < routes.length) stop = idle(() => next(index + 1));
  };
  next(0);
  return () => stop();
}

/**
 * Warms the routes of the links of the screen showing (see the module comment). `session`: on a
 * route behind the session, the signed-in shopper's, for the session reads.
 */
export function useWarmLinks(session?: Session): void {
  const { pathname } = useLocation();
  const { banner } = useBanner();
  const { cache, fallback, mutate } = useSWRConfig();
  const client = useApiClient();
  // What warming needs from this render, made again only when one of its parts changes; the
  // listeners below read the newest through the ref, set after the render is committed.
  const tools = useMemo<WarmTools>(() => {
    const cached = (path: string): unknown => {
      const key = unstable_serialize(contentKey(banner.id, path));
      return cache.get(key)?.data ?? (fallback as Record<string, unknown>)[key];
    };
    return {
      bannerId: banner.id,
      cached,
      content: (path) =>
        warmContent(
          cache,
          (key, value) => void mutate(key, value, { revalidate: false }),
          banner.id,
          path,
        ),
      ...(session
        ? {
            session: {
              client,
              session,
              answered: (key) => cache.get(unstable_serialize(key))?.data !== undefined,
            },
          }
        : {}),
    };
  }, [banner.id, cache, fallback, mutate, client, session]);
  const latestTools = useRef<WarmTools | undefined>(undefined);
  useEffect(() => {
    latestTools.current = tools;
  }, [tools]);

  useEffect(() => {
    if (savesData()) return undefined;
    const warm = (route: ScreenRoute | undefined) => {
      if (route && latestTools.current) void warmRoute(route, latestTools.current);
    };
    let stopIdle = () => {};
    let stopTurns = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const look = (tries: number) => {
      const main = document.getElementById(MAIN_ID);
      // A screen still loading has not drawn its links yet.
      if (!main || main.querySelector('[aria-busy="true"]')) {
        if (tries < SETTLE_TRIES) retry = setTimeout(() => schedule(tries + 1), SETTLE_RETRY_MS);
        return;
      }
      stopTurns = warmInTurn(visibleLinkRoutes(main, pathname), warm);
    };
    const schedule = (tries: number) => {
      stopIdle = whenIdle(() => look(tries));
    };
    schedule(0);
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && document.getElementById('root')?.contains(link)) {
        warm(routeOfLink(link, pathname));
      }
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      stopIdle();
      stopTurns();
      clearTimeout(retry);
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [pathname]);
}
