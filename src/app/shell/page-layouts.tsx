import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isLandingMode, isNavHidden } from '../../routes/nav-visibility';

/** The id the skip link and route focus point at. */
export const MAIN_ID = 'fp-main';

/**
 * A page without navigation: full width, or in landing mode (a URL with /subscribe, contract §2)
 * with the page wrapper stripped so the landing content spans the window.
 */
export function FullWidthLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (isLandingMode(pathname)) {
    return (
      <main id={MAIN_ID} tabIndex={-1} className="fp-main fp-main--landing">
        {children}
      </main>
    );
  }
  return (
    <div className="fp-page">
      <main id={MAIN_ID} tabIndex={-1} className="fp-main fp-main--full">
        {children}
      </main>
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
      <main id={MAIN_ID} tabIndex={-1} className="fp-main fp-main--with-nav">
        {children}
      </main>
      <div className="fp-page__nav">{nav}</div>
    </div>
  );
}
