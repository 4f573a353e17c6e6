import { Link } from 'react-router-dom';
import type { NavLinkModel } from './nav-model';

/** Labels a nav link needs; from content/ui-text.json `nav`. */
export interface NavLinkLabels {
  addBadge: string;
  addBadgeDescription: string;
}

/** App routes navigate inside the single-page app; anything else is a full page load. */
function isAppPath(href: string): boolean {
  return href.startsWith('/freshpass/');
}

/**
 * One navigation link: highlighted when active (a visual state), `aria-current="page"` only when
 * it is the page the shopper is on, and an optional 'Add' badge.
 */
export function NavLink({ link, labels }: { link: NavLinkModel; labels: NavLinkLabels }) {
  const className = ['fp-left-nav__link', link.className, link.active ? 'is-active' : undefined]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className="fp-left-nav__text">{link.text}</span>
      {link.badge ? (
        <span className="fp-left-nav__badge">
          {labels.addBadge}
          <span className="fp-visually-hidden"> ({labels.addBadgeDescription})</span>
        </span>
      ) : null}
    </>
  );
  const shared = {
    id: link.id,
    className,
    'aria-current': link.current ? ('page' as const) : undefined,
  };
  return isAppPath(link.href) ? (
    <Link to={link.href} {...shared}>
      {content}
    </Link>
  ) : (
    <a href={link.href} {...shared}>
      {content}
    </a>
  );
}
