import { Link } from 'react-router-dom';
import { useBanner } from '../../content/banner-context';
import { placeholderValues } from '../../content/banners';
import { PAGE_TITLE_ATTRIBUTE, pageTitle } from '../../lib/page-title';
import { FullWidthLayout } from './page-layouts';
import { SHOP_HOME_PATH } from './site-header-model';
import { useUiText } from './use-ui-text';

/** The not-found text and ways back into the product and the shop, inside any layout. */
export function NotFoundContent() {
  const ui = useUiText();
  const banner = placeholderValues(useBanner().banner).banner;
  const title = pageTitle({ heading: ui.notFound.title, banner });
  return (
    <div className="fp-not-found">
      <h1 {...{ [PAGE_TITLE_ATTRIBUTE]: title }}>{ui.notFound.title}</h1>
      <p>{ui.notFound.body}</p>
      <p>
        <Link to="/freshpass/manage">{ui.notFound.homeLink}</Link>
      </p>
      <p>
        <a href={SHOP_HOME_PATH}>{ui.notFound.shopLink}</a>
      </p>
    </div>
  );
}

/** A real not-found page for unknown paths. */
export function NotFound() {
  return (
    <FullWidthLayout>
      <NotFoundContent />
    </FullWidthLayout>
  );
}
