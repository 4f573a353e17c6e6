/**
 * Which source modules one route needs before its first render: the screen's lazy module, and,
 * when its first screen shows a form (routeNeeds, src/routes), the lazily loaded form renderer and
 * that form's generated validators (the form block starts loading them on mount).
 */
import { FORM_RENDERER_CHUNK, formChunk } from '../build/preload-hints';
import { routeNeeds } from '../../src/routes/route-needs';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import { readMergedContent } from '../../shared-node/content-files';

/** One route as the bundle bench measures it. */
export interface RouteModules {
  path: string;
  screen: string;
  /** The layout holds at least one form block: the route gets the larger budget. */
  hasForm: boolean;
  /** Manifest keys (source paths) loaded on top of the entry. */
  keys: string[];
}

/** Every route of the route table with its modules, with the content of `bannerId` under `root`. */
export function routeModules(root: string, bannerId = 'safeway'): RouteModules[] {
  const read = (path: string) => readMergedContent(root, bannerId, path);
  return SCREEN_ROUTES.map((route) => {
    const { forms } = routeNeeds(route, { id: bannerId, read });
    const keys = [`src/screens/${route.screen}/index.tsx`];
    if (forms.length > 0) keys.push(FORM_RENDERER_CHUNK, ...forms.map(formChunk));
    return { path: route.path, screen: route.screen, hasForm: forms.length > 0, keys };
  });
}
