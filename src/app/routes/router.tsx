import { lazy, memo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router-dom';
import { NotFound } from '../shell/not-found';
import { MAIN_ID } from '../shell/page-layouts';
import { Shell } from '../shell/shell';
import { SiteHeader } from '../shell/site-header';
import { AccountArea, OpenArea } from './account-area';
import { pathForms, SCREEN_ROUTES, type ScreenRoute } from '../../routes/route-table';
import { loadedScreen, loadScreen, withLoaders, type AppRoute } from './screen-loaders';
import { loadRouteMarkup } from './route-markup';
import { ScreenElement, ScreenLoading } from './screen-element';

/**
 * A route's screen: the component itself once its module is in (loadScreen: the first screen of
 * a prerendered page, so hydration renders it in the same pass as the server did), else React.lazy.
 * Memoised: it takes no props, and its route element (ScreenElement, which reads the route's
 * params) renders again on every change of the router's state, as when a move waits for the next
 * route's lazy step; the screen being left then stays as it is (use-app-navigate.ts).
 */
function routeScreen(load: AppRoute['load']): ComponentType {
  const Lazy = lazy(() => loadScreen(load).then((component) => ({ default: component })));
  return memo(function RouteScreen() {
    const Loaded = loadedScreen(load);
    return Loaded ? <Loaded /> : <Lazy />;
  });
}

/**
 * The router loads a screen's code before it moves to the route (React Router's `lazy`), so the
 * screen renders at once instead of suspending. A suspended lazy screen shows the skeleton, and
 * React then holds back what replaces a fallback for 300 ms (its FALLBACK_THROTTLE_MS): every move
 * to a screen not yet seen waited that long before it even asked for its content
 * (docs/decisions/screen-code-before-the-move.md). The build's record of the route's rich text
 * comes in beside the code (route-markup.ts). A screen already loaded (the page's first,
 * loaded before hydration) gets no `lazy`: a lazy first match would leave the router
 * uninitialised while hydrating. A failed load falls through to React.lazy, which shows the
 * failure as before.
 */
function screenCodeFirst(route: AppRoute): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  if (loadedScreen(route.load)) return {};
  return {
    // With the build's record of the route's rich text (route-markup.ts), so the screen renders it
    // without the rich-text stack.
    lazy: () =>
      Promise.all([loadScreen(route.load), loadRouteMarkup(route)]).then(
        noRouteChanges,
        noRouteChanges,
      ),
    // A page rendered afresh (a store id or a query in its address) draws the shell and this
    // while its first screen's code loads, as the Suspense fallback did, not an empty page.
    hydrateFallbackElement: <ScreenLoading />,
  };
}

const noRouteChanges = () => ({});

/** One screen component per distinct loader, so aliases (govassist/mobile) share a chunk. */
function lazyScreens(routes: readonly AppRoute[]) {
  const byScreen = new Map<string, ComponentType>();
  for (const route of routes) {
    if (!byScreen.has(route.screen)) byScreen.set(route.screen, routeScreen(route.load));
  }
  return byScreen;
}

function childRoutes(routes: readonly AppRoute[], needsSession: boolean): RouteObject[] {
  const screens = lazyScreens(routes);
  return routes
    .filter((route) => route.needsSession === needsSession)
    .flatMap((route) => {
      const screen = screens.get(route.screen);
      if (!screen) return [];
      return pathForms(route.path).map((path) => ({
        path,
        element: <ScreenElement screen={screen} />,
        ...screenCodeFirst(route),
      }));
    });
}

/**
 * The editor preview's module, only in development and local sandbox builds: the constant is
 * fixed at build time (vite.config.ts), so qa, stage and prod builds carry no preview chunk.
 */
const previewModules = __FRESHPASS_PREVIEW__
  ? import.meta.glob<PreviewModule>('../../render/preview/preview-screen.tsx')
  : {};

/** The preview's module: its screen takes the routes, to open the real screen of what it shows. */
type PreviewModule = {
  default: ComponentType<{ routes: readonly Pick<ScreenRoute, 'path' | 'screen'>[] }>;
};

/** The preview's side-by-side view (every banner at once): it also takes the page header. */
const sideBySideModules = __FRESHPASS_PREVIEW__
  ? import.meta.glob<SideBySideModule>('../../render/preview/side-by-side/side-by-side.tsx')
  : {};

type SideBySideModule = {
  default: ComponentType<{
    routes: readonly Pick<ScreenRoute, 'path' | 'screen'>[];
    Header: typeof SiteHeader;
  }>;
};

/** The side-by-side view's route, with the routes and the header it may not import itself. */
function sideBySideRoutes(): RouteObject[] {
  const load = Object.values(sideBySideModules)[0];
  if (!load) return [];
  const View = lazy(() =>
    load().then(({ default: Screen }) => ({
      default: function SideBySideWithShell() {
        return <Screen routes={SCREEN_ROUTES} Header={SiteHeader} />;
      },
    })),
  );
  return [
    {
      path: '/__preview/banners',
      element: (
        <div id={MAIN_ID} tabIndex={-1}>
          <ScreenElement screen={View} />
        </div>
      ),
    },
  ];
}

/** The editor preview route, where the build has the preview. */
function previewRoutes(): RouteObject[] {
  const load = Object.values(previewModules)[0];
  if (!load) return [];
  // The preview gets the route table (it may not import src/app) once its module is in.
  const Preview = lazy(() =>
    load().then(({ default: Screen }) => ({
      default: function PreviewWithRoutes() {
        return <Screen routes={SCREEN_ROUTES} />;
      },
    })),
  );
  return [
    {
      path: '/__preview',
      element: (
        <div id={MAIN_ID} tabIndex={-1}>
          <ScreenElement screen={Preview} />
        </div>
      ),
    },
  ];
}

/**
 * The whole route tree: the shell around everything; guarded routes under the account area
 * (session, then nav + content); open routes full width; the preview; `/` to the manage page;
 * a real not-found page for anything else.
 */
export function buildRoutes(routes: readonly AppRoute[] = withLoaders()): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        { element: <AccountArea />, children: childRoutes(routes, true) },
        { element: <OpenArea />, children: childRoutes(routes, false) },
        // The preview brings its own <main>, so it sits outside the page layouts; the wrapper
        // keeps the skip link's target.
        ...previewRoutes(),
        ...sideBySideRoutes(),
        { path: '/', element: <Navigate to="/freshpass/manage" replace /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

/**
 * The app's routes in a memory router at one path: the prerender renders each page with it
 * (React Router's own server component would add an inline script, which the CSP refuses).
 */
export function createPageRouter(path: string) {
  return createMemoryRouter(buildRoutes(), { initialEntries: [path] });
}

/** True when the router shows its not-found page at `pathname` (no route but the catch-all). */
export function showsNotFound(pathname: string): boolean {
  const matches = matchRoutes(buildRoutes(), pathname);
  return matches?.at(-1)?.route.path === '*';
}
