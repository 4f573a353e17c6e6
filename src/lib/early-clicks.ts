/**
 * The page paints from its HTML before the app's code has loaded (src/lib/app-after-paint.ts), so
 * a shopper can press a link or a button that React does not handle yet. Left to the browser, a
 * link would leave without what the app adds to it (the offer a "Claim offer" carries, the
 * discount code of the address), a page load instead of a move, and a button would do nothing.
 * The page's first module (src/early-start.ts) holds such a press instead; once the app is live
 * (`markAppLive`, after its first commit) the press is made again, where React now answers it.
 * A form's submit has its own hold (early-submits.ts); a link to a place on the same page, and a
 * press that opens a new tab or window, are the browser's at once.
 */

import { isSameWindowLink } from './same-window-link';

/** The mark on <html> once the app's first render has committed. */
export const APP_LIVE_ATTRIBUTE = 'data-fp-live';

/**
 * How long a held press waits for the app. Past it (the app's code failed or never came), the
 * press is made without the app: a link then leaves as the browser would have taken it.
 */
export const EARLY_CLICK_WAIT_MS = 10_000;

interface HeldClick {
  element: HTMLElement;
  timer: ReturnType<typeof setTimeout>;
}

/** One press at a time: a second before the app is live is the shopper's newer intent. */
let held: HeldClick | undefined;
/** Whether the address moved back or forward (a popstate) before the app was live. */
let movedEarly = false;

function isLive(doc: Document): boolean {
  return doc.documentElement.hasAttribute(APP_LIVE_ATTRIBUTE);
}

/** The link or button a press is for, if it is one the app will answer. */
function heldTarget(event: MouseEvent, doc: Document): HTMLElement | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return undefined;
  }
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest('a[href], button');
  if (!(element instanceof HTMLElement) || !doc.getElementById('root')?.contains(element)) {
    return undefined;
  }
  if (element instanceof HTMLAnchorElement) {
    if (!isSameWindowLink(element, doc.location.origin)) return undefined;
    // A place on this page (the skip link): the browser scrolls there and moves focus itself.
    const here = doc.location;
    if (element.hash && element.pathname === here.pathname && element.search === here.search) {
      return undefined;
    }
    return element;
  }
  // A submit button's press becomes the form's submit, which early-submits.ts holds.
  if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form) {
    return undefined;
  }
  return element;
}

/**
 * The element a held press is for, now: itself, or when the app has drawn that part of the page
 * again (a block the session re-rendered), the one element in the app of the same kind that
 * leads to the same place (a link's href) or says the same (a button's words and controls).
 */
function pressedNow(element: HTMLElement, doc: Document): HTMLElement | undefined {
  if (element.isConnected) return element;
  const root = doc.getElementById('root');
  if (!root) return undefined;
  const same = (other: Element) =>
    other.tagName === element.tagName &&
    other.textContent === element.textContent &&
    other.getAttribute('href') === element.getAttribute('href') &&
    other.getAttribute('aria-controls') === element.getAttribute('aria-controls');
  const found = Array.from(root.querySelectorAll(element.tagName)).filter(same);
  return found.length === 1 && found[0] instanceof HTMLElement ? found[0] : undefined;
}

/** Makes the held press again (the app answers it once live; the browser if it never came). */
function release(doc: Document): void {
  const press = held;
  held = undefined;
  if (!press) return;
  clearTimeout(press.timer);
  press.element.removeAttribute('aria-busy');
  pressedNow(press.element, doc)?.click();
}

/**
 * Holds every press of a link or button in the app before the app is live (called once, by the
 * page's first module). Returns the stop.
 */
export function holdEarlyClicks(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (isLive(doc)) return;
    const element = heldTarget(event, doc);
    if (!element) return;
    event.preventDefault();
    event.stopPropagation();
    if (held) {
      clearTimeout(held.timer);
      held.element.removeAttribute('aria-busy');
    }
    // Said to assistive technology too: the press was taken and is being worked on.
    element.setAttribute('aria-busy', 'true');
    held = {
      element,
      timer: setTimeout(() => {
        markAppLive(doc);
      }, EARLY_CLICK_WAIT_MS),
    };
  };
  // Capture: before the browser follows the link.
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}

/**
 * Holds a move back or forward in the history (a popstate) before the app is live: the router
 * listens from before it hydrates, and a move then would render another route over the HTML it is
 * still taking over (React's error 418, the page drawn again from scratch). Once the app is live
 * the move is told to the router again, for the address the browser now shows. Returns the stop.
 */
export function holdEarlyHistory(win: Window): () => void {
  const onMove = (event: PopStateEvent) => {
    if (isLive(win.document)) return;
    // Before the router's own listener (capture listeners run first on the window).
    event.stopImmediatePropagation();
    movedEarly = true;
  };
  win.addEventListener('popstate', onMove, { capture: true });
  return () => win.removeEventListener('popstate', onMove, { capture: true });
}

/**
 * Marks the app live and makes a held press (or a held move in the history) again, in a task of
 * its own after the commit that calls it (React's handlers and effects are all in place by then).
 * Also what a held press does when the app never came: the browser then takes it.
 */
export function markAppLive(doc: Document): void {
  if (isLive(doc)) return;
  doc.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');
  const win = doc.defaultView;
  if (movedEarly && win) {
    movedEarly = false;
    setTimeout(
      () => win.dispatchEvent(new PopStateEvent('popstate', { state: win.history.state })),
      0,
    );
  }
  if (held) setTimeout(() => release(doc), 0);
}
