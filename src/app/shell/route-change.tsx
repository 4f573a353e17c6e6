import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazy screen's h1 before focusing <main> instead. */
const HEADING_WAIT_MS = 5000;

/** The page's h1 inside main, made focusable without entering the Tab order. */
function findHeading(mainId: string): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>(`#${mainId} h1`);
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * Spec §2 and WCAG 2.4.3: every navigation scrolls to the top; after a route change (not the
 * first load) focus moves to the new page's h1 and a polite live region announces it. Lazy
 * screens render their h1 late, so the heading is awaited with a MutationObserver.
 */
export function RouteChangeEffects({ mainId }: { mainId: string }) {
  const { pathname, search, key } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // The first location's key, not a flag flipped in the effect, so StrictMode's double effect
  // run in development does not count the first load as a navigation.
  const firstKey = useRef(key);

  useEffect(() => {
    window.scrollTo(0, 0);
    const isFirst = key === firstKey.current;
    let done = false;
    const settle = (heading: HTMLElement) => {
      done = true;
      const title = heading.textContent?.trim() ?? '';
      if (title) document.title = title;
      if (isFirst) return;
      heading.focus({ preventScroll: true });
      setAnnouncement(title);
    };
    const now = findHeading(mainId);
    if (now) {
      settle(now);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const heading = findHeading(mainId);
      if (heading && !done) {
        observer.disconnect();
        settle(heading);
      }
    });
    // Observe the whole body: the layout may swap <main> itself (loading → signed-in layout).
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!done && !isFirst) document.getElementById(mainId)?.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, search, key, mainId]);

  // The title follows the h1 for as long as the page is shown, not only when it first appears: a
  // prerendered page shows the heading of its first state, and the screen may change it once the
  // shopper's own state is known (a partner link without a code, a member on subscribe).
  useEffect(() => {
    const follow = () => {
      const text = document.querySelector(`#${mainId} h1`)?.textContent?.trim();
      if (text && document.title !== text) document.title = text;
    };
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [mainId]);

  return (
    <div className="fp-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
