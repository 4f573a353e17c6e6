import { useLocation } from 'react-router-dom';
import { useBanner } from '../../content/banner-context';
import { isLandingMode } from '../../routes/nav-visibility';
import { siteHeaderModel } from './site-header-model';
import { useUiText } from './use-ui-text';
import './site-header.css';

/**
 * The page header of every page (the `banner` landmark): the banner's logo, a link to the shop
 * home, and the line naming banner and product. The logo's width and height come from its file
 * (read at build time), so its place is kept before it loads.
 */
export function SiteHeader() {
  const { banner, logos } = useBanner();
  const ui = useUiText();
  const { pathname } = useLocation();
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
        <p className="fp-header__title">{model.title}</p>
      </div>
    </header>
  );
}
