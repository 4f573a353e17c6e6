import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isLandingMode, isNavHidden } from '../../routes/nav-visibility';

/** The id the skip link and route focus point at. */
export const MAIN_ID = 'fp-main';

/** Whether the <main> leaving in this commit held the focus (one page, one main). */
let focusLeftWithMain = false;

/**
 * The page's <main>. A layout may replace it while the page loads (an account page's loading
 * layout gives way to the signed-in one when the session arrives). When the one that goes held
 * the focus, as it does right after the skip link, the new one takes it over, so a keyboard or
 * screen reader user is not sent back to the top of the page.
 */
function Main({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const main = ref.current;
    const active = document.activeElement;
    if (main && focusLeftWithMain && (active === null || active === document.body)) {
      main.focus({ preventScroll: true });
    }
    focusLeftWithMain = false;
    // Runs before React takes the element out of the page, while it still holds the focus. A new
    // main mounts in the same commit, before any microtask: after that, nobody takes it over.
    return () => {
      focusLeftWithMain = main !== null && main.contains(document.activeElement);
      if (focusLeftWithMain) queueMicrotask(() => (focusLeftWithMain = false));
    };
  }, []);
  return (
    <main id={MAIN_ID} ref={ref} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}

/**
 * A page without navigation: full width, or in landing mode (a URL with /subscribe, contract §2)
 * with the page wrapper stripped so the landing content spans the window.
 */
export function FullWidthLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (isLandingMode(pathname)) {
    return <Main className="fp-main fp-main--landing">{children}</Main>;
  }
  return (
    <div className="fp-page">
      <Main className="fp-main fp-main--full">{children}</Main>
    </div>
  );
}

/**
 * An account page: navigation in 3 of 12 columns and content in 9, unless the URL hides the
 * navigation (contract §2), when content takes the full width. The main content comes first in
 * the page so its h1 is the first heading a screen reader meets (issue 28 barrier 9); the grid
 * (shell.css) places the navigation left of it on wide screens and above it on a phone.
 */
export function AccountLayout({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  if (isNavHidden(pathname)) return <FullWidthLayout>{children}</FullWidthLayout>;
  return (
    <div className="fp-page fp-page--with-nav">
      <Main className="fp-main fp-main--with-nav">{children}</Main>
      <div className="fp-page__nav">{nav}</div>
    </div>
  );
}
