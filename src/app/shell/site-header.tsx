import { useLocation } from 'react-router-dom';
import { useBanner } from '../../content/banner-context';
import { isLandingMode } from '../../routes/nav-visibility';
import { HeaderAccount } from './header-account';
import { siteHeaderModel } from './site-header-model';
import { useUiText } from './use-ui-text';
import './site-header.css';
import { matchRoute } from '../../routes/match-route';

/**
 * The page header of every page (the `banner` landmark): the banner's logo, a link to the shop
 * home, and the line naming banner and product. The logo's width and height come from its file
 * (read at build time), so its place is kept before it loads; the signed-in shopper's first name
 * and Sign out sit at its end (HeaderAccount). `pathname` is the page it is shown for, when that
 * is not the current one.
 */
export function SiteHeader({ pathname: shownPath }: { pathname?: string } = {}) {
  const { banner, logos } = useBanner();
  const ui = useUiText();
  const location = useLocation();
  // The editor preview shows the header of a page it is not on (the side-by-side view).
  const pathname = shownPath ?? location.pathname;
  const model = siteHeaderModel({
    banner,
    logos,
    labels: ui.header,
    landing: isLandingMode(pathname),
  });
  return (
    <header
      className={[
        'fp-header',
        model.landing && 'fp-header--landing',
        model.onBrand && 'fp-header--on-brand',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="fp-header__inner">
        <a className="fp-header__home" href={model.href}>
          {model.logo ? (
            <img
              className="fp-header__logo"
              src={model.logo.url}
              width={model.logo.width}
              height={model.logo.height}
              alt={model.logoAlt}
            />
          ) : (
            model.logoAlt
          )}
        </a>
        <HeaderAccount
          labels={ui.header}
          sessionRead={matchRoute(pathname)?.route.needsSession ?? false}
        />
        <p className="fp-header__title">{model.title}</p>
      </div>
    </header>
  );
}
