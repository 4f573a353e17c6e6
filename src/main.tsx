import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreenLoads } from './app/first-screen';
import { carriedNeeds, pageFitsUrl, readPageData, type PageData } from './app/page-data';
import { createAppRouter, showsNotFound } from './app/routes/router';
import { rememberCheckedContent } from './content/build-content';
import { LAZY_DEFAULT_PATHS, loadBundledDefaults } from './content/bundled-defaults';
import { readRouteMarkupOf } from './app/routes/route-markup';
import {
  buildMarkupRecord,
  setBuildMarkupSource,
  setRouteHere,
} from './render/rich-text/build-markup';
import { matchRoute } from './routes/match-route';

/**
 * Whether the page's HTML is what the app renders first at this URL, so it can hydrate: the
 * route's own page (pageFitsUrl), or the not-found page where the router shows it. Otherwise the
 * app renders afresh over the page's HTML.
 */
function hydratable(data: PageData, location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (data.route === null) return showsNotFound(location.pathname);
  return pageFitsUrl(data, location);
}

/**
 * The bundled defaults the app may render before their content arrives: those of the labels and
 * the catalogue a page does not carry (every prerendered page carries both).
 */
function defaultsNotCarried(content: Readonly<Record<string, unknown>> = {}): Promise<unknown> {
  const missing = LAZY_DEFAULT_PATHS.filter((path) => !Object.hasOwn(content, path));
  return missing.length > 0 ? loadBundledDefaults(missing) : Promise.resolve();
}

/** The app's router, once built: what it shows is the route the page renders now. */
let appRouter: ReturnType<typeof createAppRouter> | undefined;

/**
 * The path the app renders now: the router's, not the address bar's. A move made before the
 * router is live (a test's or the shopper's back button while hydrating) changes the address
 * first, and a render that read the address then would not match the page it is taking over.
 */
const renderedPathname = () => (appRouter?.state.location ?? window.location).pathname;

/** Builds the app's router and keeps it for renderedPathname. */
function buildRouter() {
  appRouter = createAppRouter();
  return appRouter;
}

/**
 * Renders the app afresh over the page's HTML (with the content it carries, if any). On a page of
 * the same route (a store id, or a query the screen reads at once) the route's first-screen code
 * loads first, as for hydrating: the first render then draws the screen, with its title, in place
 * of the page's, instead of a moment of loading status without one.
 */
async function renderAfresh(root: HTMLElement, data: PageData | undefined): Promise<void> {
  const route = matchRoute(window.location.pathname)?.route;
  const loads = [defaultsNotCarried(data?.content)];
  if (data && route?.path === data.route) {
    loads.push(...firstScreenLoads(route, carriedNeeds(route, data.banner, data.content)));
  }
  await Promise.allSettled(loads);
  createRoot(root).render(
    <StrictMode>
      <App content={data?.content} createRouter={buildRouter} />
    </StrictMode>,
  );
}

/** Loads the first screen's code (src/app/first-screen.ts), then hydrates the page's HTML. */
async function hydrate(root: HTMLElement, data: PageData): Promise<void> {
  const route = data.route === null ? undefined : matchRoute(data.route)?.route;
  const loads = [defaultsNotCarried(data.content)];
  if (route) loads.push(...firstScreenLoads(route, carriedNeeds(route, data.banner, data.content)));
  // A chunk that fails to load leaves its part to load again after hydrating.
  await Promise.allSettled(loads);
  // The address moved on meanwhile (before the router listened): the page is not what the app
  // renders there.
  if (!hydratable(data, window.location)) return renderAfresh(root, data);
  // The router (its routes compiled, the address matched) is built in a task of its own, not in
  // hydration's first render, which React cannot split: neither task is then long on a slow phone.
  const router = buildRouter();
  await new Promise((resolve) => setTimeout(resolve, 0));
  // In a transition: hydrating yields to the browser, so the page stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App bannerId={data.banner} content={data.content} createRouter={() => router} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) {
  console.error('FreshPass could not start: the #root element is missing.');
} else {
  const start = async () => {
    const data = root.firstElementChild ? readPageData(document) : undefined;
    if (data?.richHtml && Object.keys(data.richHtml).length > 0) {
      // The build's sanitised rich text: rendered as is, without the parser, where it matches.
      setBuildMarkupSource(
        buildMarkupRecord(data.richHtml),
        () => matchRoute(renderedPathname())?.route.path === data.route,
      );
    }
    // The build's records of the other routes' rich text, read before a move to them.
    setRouteHere(() => matchRoute(renderedPathname())?.route.path);
    readRouteMarkupOf(data?.banner);
    // The content the build checked: read again once live, and not checked again if unchanged.
    if (data) rememberCheckedContent(data.banner, data.content, data.digests ?? {});
    if (data && hydratable(data, window.location)) return hydrate(root, data);
    // The dev server, the editor preview, or a URL the page was not rendered for: render afresh
    // (with the content the page carries, if any: it is read again once mounted).
    return renderAfresh(root, data);
  };
  start().catch((error: unknown) => {
    // Contract §8: a bootstrap failure is logged to the console.
    console.error('FreshPass could not start:', error);
  });
}

// The sandbox panel (sandbox and development builds only; the constant drops this branch and its
// chunk from qa, stage and prod builds): its own root beside the app's, mounted after the page
// has loaded, so it is never part of the HTML the app renders or hydrates. Last of all (issue 23):
// when the browser is idle after the load, within 2 s, never in the task that starts hydrating.
if (__FRESHPASS_SANDBOX_PANEL__) {
  const mountPanel = () =>
    void import('./app/sandbox-panel/mount').then(
      (panel) => panel.mountSandboxPanel(),
      (error: unknown) => console.error('The sandbox panel could not load:', error),
    );
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(mountPanel, { timeout: 2000 });
    } else {
      setTimeout(mountPanel, 0);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
