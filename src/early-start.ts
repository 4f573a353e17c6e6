/**
 * The first module the page loads, before the app's entry (src/main.tsx): a file of its own, so
 * it runs as soon as the HTML is parsed, while React and the app are still arriving. On a route
 * behind the session it starts the user-info call and, once that answers, the route's session
 * reads (src/app/early-session.ts); the app's hooks take those calls up instead of sending their
 * own. No React: the build checks this module's chunk imports none (vite.config.ts).
 */
import { startSessionLookup } from './app/early-session';
import { readPageData } from './app/page-data';
import { holdEarlySubmits } from './lib/early-submits';
import { watchFocusVisibleMode } from './lib/focus-visible-mode';

// First, before anything can fail: a form pressed before the app hydrates is held, not sent,
// and a Tab shows the focus ring.
holdEarlySubmits(document);
watchFocusVisibleMode(document);

try {
  startSessionLookup(window.location, readPageData(document));
} catch (error) {
  // Only a head start: the app's hooks make the calls themselves if this could not.
  console.error('FreshPass could not start the session lookup early:', error);
}
