/**
 * What the first screen of a prerendered page renders from, read from the one answer to "what
 * does this route need" (src/routes/route-needs.ts): the content the page carries, and the code
 * loaded before rendering it (on the server) or hydrating it (in the browser), so the first
 * render is complete in one pass. A lazy screen or block that suspended instead would render a
 * fallback on the server, and during hydration be thrown away and rendered again.
 */
import { prepareForm } from '../render/blocks/form-block';
import { prepareRichHtml } from '../render/rich-text/rich-html';
import { NAV_CONTENT, type RouteNeeds } from '../routes/route-needs';
import type { ScreenRoute } from '../routes/route-table';
import { preloadScreen } from './routes/screen-loaders';

/**
 * The content paths a page carries: what its first render reads. An open route carries everything
 * its first screen reads. An account route shows the shell, the screen's title and skeletons until
 * the session arrives, then its blocks drawn as skeletons of their own size while the shopper's
 * data loads (ShapedSkeleton): it carries the shell's content, its layout and the content its
 * blocks are bound to, so a block drawn from content (the pre-churn tiles) has its real size from
 * the start and does not grow when that content comes in. The navigation's content waits for the
 * session, as the navigation does.
 */
export function pageContentPaths(route: ScreenRoute, needs: RouteNeeds): string[] {
  return route.needsSession
    ? needs.content.filter((path) => !NAV_CONTENT.includes(path))
    : needs.content;
}

/**
 * Starts loading the code the first screen renders with: the screen's module, the rich-text
 * stack and the forms. Each promise settles once its module is in. No content validator: what the
 * page carries was checked by the build, and is checked again only if the content service's answer
 * differs (src/content/build-content.ts); other content loads its validator beside its fetch.
 */
export function firstScreenLoads(route: ScreenRoute, needs: RouteNeeds): Promise<unknown>[] {
  const loads: Promise<unknown>[] = [preloadScreen(route.screen)];
  const rich = needs.richText ? prepareRichHtml() : undefined;
  if (rich) loads.push(rich);
  for (const form of needs.forms) {
    const loading = prepareForm({ form });
    if (loading) loads.push(loading);
  }
  return loads;
}
