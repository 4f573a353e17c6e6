import type { ComponentType } from 'react';
import { SCREEN_ROUTES, type ScreenRoute } from '../../routes/route-table';

/** A lazy screen module: screens default-export their component (one chunk each). */
export type ScreenModule = { default: ComponentType };

/** A route of the table with its screen's lazy module, as the router mounts it. */
export interface AppRoute extends ScreenRoute {
  load: () => Promise<ScreenModule>;
}

/**
 * Each screen's module by screen id. Each `import()` is its own chunk, so a shopper opening the
 * FAQ never downloads the cancel flow; the literal paths let the bundler see them.
 */
const SCREEN_LOADERS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  manage: () => import('../../screens/manage'),
  change: () => import('../../screens/change'),
  confirmation: () => import('../../screens/confirmation'),
  'cancel-plan': () => import('../../screens/cancel-plan'),
  'update-payments': () => import('../../screens/update-payments'),
  subscribe: () => import('../../screens/subscribe'),
  'freshpass-faq': () => import('../../screens/freshpass-faq'),
  govassist: () => import('../../screens/govassist'),
  discount: () => import('../../screens/discount'),
  partners: () => import('../../screens/partners'),
  'partner-expedia': () => import('../../screens/partner-expedia'),
};

const loadedScreens = new WeakMap<AppRoute['load'], ComponentType>();

/**
 * Loads a route's screen module and keeps its component, so the router renders it directly from
 * then on (loadedScreen) instead of through React.lazy. The page loads its first screen this way
 * before it hydrates: a lazy screen that suspends during hydration is thrown away by React.
 */
export function loadScreen(load: AppRoute['load']): Promise<ComponentType> {
  return load().then((module) => {
    loadedScreens.set(load, module.default);
    return module.default;
  });
}

/** The component of a screen module loadScreen has loaded, else undefined. */
export function loadedScreen(load: AppRoute['load']): ComponentType | undefined {
  return loadedScreens.get(load);
}

/** Loads the screen module of a route of the table (screen id), before the first render. */
export function preloadScreen(screen: string): Promise<ComponentType> {
  if (!Object.hasOwn(SCREEN_LOADERS, screen)) {
    return Promise.reject(new Error(`No screen module for screen "${screen}"`));
  }
  return loadScreen(SCREEN_LOADERS[screen]);
}

/** The route table (src/routes) with each screen's loader; a screen without one throws. */
export function withLoaders(routes: readonly ScreenRoute[] = SCREEN_ROUTES): AppRoute[] {
  return routes.map((route) => {
    if (!Object.hasOwn(SCREEN_LOADERS, route.screen)) {
      throw new Error(`No screen module for route ${route.path} (screen "${route.screen}")`);
    }
    return { ...route, load: SCREEN_LOADERS[route.screen] };
  });
}
