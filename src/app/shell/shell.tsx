import { useEffect, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { useBanner } from '../../content/banner-context';
import { deleteCookie } from '../../lib/delete-cookie';
import { watchFocusVisibleMode } from '../../lib/focus-visible-mode';
import { AppRenderEnv } from './app-render-env';
import { MAIN_ID } from './page-layouts';
import { RouteChangeEffects } from './route-change';
import { SiteHeader } from './site-header';
import { useUiText } from './use-ui-text';

/** Contract §2: the shell deletes this cookie on start (an elevated session must not outlive a load). */
export const ELEVATE_SESSION_COOKIE = 'elevateSessionId';

/**
 * The frame around every route: the banner's theme (its custom properties, set by the stylesheet
 * rule of its `data-banner`: scripts/build/banner-themes-plugin.ts), the skip link, the page
 * header with the banner's logo, visible focus on keyboard use, scroll-to-top, focus and
 * announcement on route change, and the renderer's environment. Layout columns are chosen by the
 * route's layout component.
 */
export function Shell() {
  const { banner } = useBanner();
  const ui = useUiText();
  // In an effect: the prerender renders the shell in Node, where there is no document.
  useEffect(() => watchFocusVisibleMode(document), []);
  useEffect(() => deleteCookie(ELEVATE_SESSION_COOKIE), []);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };

  return (
    <div className="fp-shell" data-banner={banner.id}>
      <a className="fp-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
        {ui.shell.skipLink}
      </a>
      <SiteHeader />
      <AppRenderEnv>
        <Outlet />
      </AppRenderEnv>
      <RouteChangeEffects mainId={MAIN_ID} />
    </div>
  );
}
