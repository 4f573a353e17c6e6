/**
 * The app's code after the page's first paint (issue 23 part 3). A prerendered page paints its
 * first screen from its HTML; the app then only makes it live. Named in the HTML, the app's
 * modules compete with that paint, and Lighthouse's simulation counts each script that finished
 * before the paint as holding it up, whatever its priority. So the build names them in inert
 * <meta> tags instead (scripts/build/preload-hints.ts, `appAfterFirstPaint`), and the page's first
 * module (src/early-start.ts) asks for them in the task after the first frame: the preloads of
 * the chunks (so they do not wait on each other), a few a task (PRELOADS_PER_TASK), and the
 * chunks themselves, imported one a task before the entry (`importInTurn`).
 * Decision record: docs/decisions/app-code-after-first-paint.md.
 */

/** The <meta name> of the entry's URL. */
export const APP_ENTRY_META = 'fp-app-entry';
/** The <meta name> of each chunk the page preloads with the entry. */
export const APP_MODULE_META = 'fp-app-module';

/**
 * If the first frame never comes (a page opened in a background tab), the app loads anyway after
 * this long, so it is live when the shopper turns to it.
 */
export const FIRST_FRAME_WAIT_MS = 1000;

/**
 * How many chunks one task asks to preload. Each costs the main thread a few milliseconds under a
 * 4× slower CPU (the browser starts its fetch there): the 13 of an account page in one task made a
 * task of 50–95 ms, which Lighthouse counts as blocking. The rest follow in the next tasks, in the
 * page's order (the biggest chunks first), with the entry asked for beside the first ones.
 */
export const PRELOADS_PER_TASK = 4;
/** Only the build's own chunks: a hashed file under /assets/, never another origin. */
const CHUNK = /^\/assets\/[\w.-]+\.js$/;

/** What the page names to load after its paint: the entry and the chunks to preload with it. */
export function appModulesOf(doc: Document): { entry: string; modules: string[] } | undefined {
  const contentOf = (meta: Element) => meta.getAttribute('content') ?? '';
  const entry = doc.querySelector(`meta[name="${APP_ENTRY_META}"]`);
  if (!entry || !CHUNK.test(contentOf(entry))) return undefined;
  const modules = Array.from(doc.querySelectorAll(`meta[name="${APP_MODULE_META}"]`))
    .map(contentOf)
    .filter((href) => CHUNK.test(href));
  return { entry: contentOf(entry), modules: [...new Set(modules)] };
}

/** Runs `run` once, in the task after the next frame (or after FIRST_FRAME_WAIT_MS at most). */
export function afterFirstFrame(run: () => void, win: Window = window): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
  win.setTimeout(once, FIRST_FRAME_WAIT_MS);
}

/**
 * Loads the app after the first paint when the page names it in <meta> tags; false when the page
 * has the entry's own script tag instead (the dev server, a page the build did not prerender).
 * `atOnce`: the page is not what the app renders first at this URL (a query it reads at once, a
 * store id), so the app draws it anew: then sooner is better, and it loads at once. `onFail` gets
 * a failed load (the page stays as painted; a held press is then the browser's).
 */
export function startAppAfterFirstPaint(
  doc: Document,
  importModule: (url: string) => Promise<unknown>,
  onFail: (error: unknown) => void,
  options: { atOnce?: boolean; win?: Window } = {},
): boolean {
  const app = appModulesOf(doc);
  if (!app) return false;
  const { atOnce = false, win = window } = options;
  const start = atOnce
    ? (run: () => void) => run()
    : (run: () => void) => afterFirstFrame(run, win);
  const preload = (hrefs: readonly string[]) => {
    for (const href of hrefs) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      // The module loader's own mode and credentials, or the browser would not use the preload.
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  };
  const preloadFrom = (at: number) => {
    preload(app.modules.slice(at, at + PRELOADS_PER_TASK));
    if (at + PRELOADS_PER_TASK < app.modules.length)
      win.setTimeout(() => preloadFrom(at + PRELOADS_PER_TASK), 0);
  };
  start(() => {
    preloadFrom(0);
    (atOnce ? importModule(app.entry) : importInTurn(app, importModule, win)).catch(onFail);
  });
  return true;
}

/**
 * Imports each chunk the page names, so that its top level runs, in a task of its own, in the
 * page's order (React's first), then the entry. Imported by the entry alone, the browser runs the
 * top level of every module of the app (React's, the app's, the screen's and a form's) in one
 * task: 66–120 ms under a 4× slower CPU, which Lighthouse counts as blocking. The work is the same;
 * the tasks are shorter. A chunk that has run already (the first module's own) costs nothing.
 * Measured in alternating rounds of 15 loads each (docs/decisions/main-thread-work-in-small-tasks.md),
 * the blocking time after the first paint fell from 64 to 39 ms a load on cancel-plan and from 70
 * to 28 ms on subscribe.
 */
export async function importInTurn(
  app: { entry: string; modules: readonly string[] },
  importModule: (url: string) => Promise<unknown>,
  win: Window = window,
): Promise<unknown> {
  for (const href of app.modules) {
    await importModule(href);
    // A timer, not `aTaskLater` (src/lib/in-turn.ts), which goes on at once in a browser without
    // `scheduler.postTask`: there every chunk would run in one task again.
    await new Promise((resolve) => win.setTimeout(resolve, 0));
  }
  return importModule(app.entry);
}
