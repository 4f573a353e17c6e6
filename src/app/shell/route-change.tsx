import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useBanner } from '../../content/banner-context';
import { placeholderValues } from '../../content/banners';
import { PAGE_TITLE_ATTRIBUTE, pageTitle } from '../../lib/page-title';
import { announce, clearAnnouncement, useAnnouncement } from '../../render/announcer';
import { stepFocusTarget } from '../../render/step-focus';

/** How long to wait for a lazy screen's h1 before focusing <main> instead. */
const HEADING_WAIT_MS = 5000;

/** The page's h1 inside main, made focusable without entering the Tab order. */
function findHeading(mainId: string): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>(`#${mainId} h1`);
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * The document title for the page's h1: the one the screen declares (step, page and banner, see
 * page-title.ts), else the heading's words and the banner.
 */
function titleFor(heading: Element, banner: string): string {
  const declared = heading.getAttribute(PAGE_TITLE_ATTRIBUTE);
  if (declared) return declared;
  return pageTitle({ heading: heading.textContent ?? '', banner });
}

/**
 * Contract §2 and WCAG 2.4.3: every navigation scrolls to the top; after a route change (not the
 * first load) focus moves to the new page's h1 and a polite live region announces it (the page's
 * one region, which outcomes share: announcer.ts). Lazy
 * screens render their h1 late, so the heading is awaited with a MutationObserver.
 */
export function RouteChangeEffects({ mainId }: { mainId: string }) {
  const { pathname, search, key } = useLocation();
  const announcement = useAnnouncement();
  // The words belong to this page: a page that goes away (a test's, the preview's) takes them along.
  useEffect(() => clearAnnouncement, []);
  // The first location's key, not a flag flipped in the effect, so StrictMode's double effect
  // run in development does not count the first load as a navigation.
  const firstKey = useRef(key);
  const banner = placeholderValues(useBanner().banner).banner;

  useEffect(() => {
    window.scrollTo(0, 0);
    const isFirst = key === firstKey.current;
    let done = false;
    const settle = (heading: HTMLElement) => {
      done = true;
      const title = heading.textContent?.trim() ?? '';
      if (title) document.title = titleFor(heading, banner);
      if (isFirst) return;
      // A flow step in the address (subscribe's zip and plan) has its own heading: focus goes there.
      const target = stepFocusTarget() ?? heading;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      announce(target === heading ? title : (target.textContent?.trim() ?? title));
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
  }, [pathname, search, key, mainId, banner]);

  // The title follows the h1 for as long as the page is shown, not only when it first appears: a
  // prerendered page shows the heading of its first state, and the screen may change it once the
  // shopper's own state is known (a partner link without a code, a member on subscribe).
  useEffect(() => {
    const follow = () => {
      const heading = document.querySelector(`#${mainId} h1`);
      const title = heading?.textContent?.trim() ? titleFor(heading, banner) : '';
      if (title && document.title !== title) document.title = title;
    };
    const observer = new MutationObserver(follow);
    // Attributes too: a flow's next step changes the title the h1 declares, not its words.
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: [PAGE_TITLE_ATTRIBUTE],
    });
    return () => observer.disconnect();
  }, [mainId, banner]);

  return (
    <div className="fp-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
