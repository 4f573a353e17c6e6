/**
 * Which source modules one route needs before its first render: the screen's lazy module, and,
 * when the screen's layout holds a form block, the lazily loaded form renderer and that form's
 * generated validators (the form block starts loading them on mount).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_ROUTES } from '../../src/app/routes/route-table';

/** One route as the bundle bench measures it. */
export interface RouteModules {
  path: string;
  screen: string;
  /** The layout holds at least one form block: the route gets the larger budget. */
  hasForm: boolean;
  /** Manifest keys (source paths) loaded on top of the entry. */
  keys: string[];
}

interface LayoutBlock {
  type?: unknown;
  props?: { form?: unknown };
}

/** The form names used by a screen layout (pure, so the test can feed it any layout). */
export function formsInLayout(layout: unknown): string[] {
  const blocks = (layout as { blocks?: unknown })?.blocks;
  if (!Array.isArray(blocks)) return [];
  return (blocks as LayoutBlock[])
    .filter((b) => b.type === 'form' && typeof b.props?.form === 'string')
    .map((b) => b.props?.form as string);
}

/** Every route of the route table with its modules, reading layouts from `root/content`. */
export function routeModules(root: string): RouteModules[] {
  return SCREEN_ROUTES.map((route) => {
    const file = join(root, 'content/screens', `${route.screen}.json`);
    const layout: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const forms = formsInLayout(layout);
    const keys = [`src/screens/${route.screen}/index.tsx`];
    if (forms.length > 0) {
      keys.push('src/render/forms/schema-form.tsx');
      keys.push(...forms.map((form) => `src/render/forms/generated/${form}.js`));
    }
    return { path: route.path, screen: route.screen, hasForm: forms.length > 0, keys };
  });
}
