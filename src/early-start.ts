/**
 * The first module the page loads, before the app's entry (src/main.tsx): a file of its own, so
 * it runs as soon as the HTML is parsed, while React and the app are still arriving. On a route
 * behind the session it starts the user-info call and, once that answers, the route's session
 * reads (src/app/early-session.ts); the app's hooks take those calls up instead of sending their
 * own. On a prerendered page it also loads the app itself, after the first paint. No React: the
 * build checks this module's chunk imports none (vite.config.ts).
 */
import { startSessionLookup } from './app/early-session';
import { pageFitsUrl, readPageData } from './app/page-data';
import { startAppAfterFirstPaint } from './lib/app-after-paint';
import { holdEarlyClicks, holdEarlyHistory, markAppLive } from './lib/early-clicks';
import { holdEarlySubmits } from './lib/early-submits';
import { watchFocusVisibleMode } from './lib/focus-visible-mode';

// First, before anything can fail: a form, link or button pressed, or a move back or forward,
// before the app is live is held, not lost, and a Tab shows the focus ring.
holdEarlySubmits(document);
holdEarlyClicks(document);
holdEarlyHistory(window);
watchFocusVisibleMode(document);

const data = readPageData(document);

try {
  startSessionLookup(window.location, data);
} catch (error) {
  // Only a head start: the app's hooks make the calls themselves if this could not.
  console.error('FreshPass could not start the session lookup early:', error);
}

// A prerendered page names the app's code for after its first paint (src/lib/app-after-paint.ts);
// a page the app draws anew at this URL loads it at once.
startAppAfterFirstPaint(
  document,
  (url) => import(/* @vite-ignore */ url),
  (error: unknown) => {
    console.error('FreshPass could not load the app:', error);
    // The page stays as painted: a held press is the browser's now.
    markAppLive(document);
  },
  { atOnce: data !== undefined && !pageFitsUrl(data, window.location) },
);
