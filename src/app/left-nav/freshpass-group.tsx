import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NavLink, type NavLinkLabels } from './nav-link';
import type { NavV1Model } from './nav-model';

/**
 * The v1 FreshPass group (contract §2 "a FreshPass dropdown, accordion or list of links"): a
 * disclosure button over the FreshPass links. It is open while the shopper is on one of its pages
 * or a page under them, so the current page's link is never tucked away; the shopper may close it.
 */
export function FreshpassGroup({
  group,
  label,
  labels,
}: {
  group: NavV1Model['freshpass'];
  label: string;
  labels: NavLinkLabels;
}) {
  const [open, setOpen] = useState(group.open);
  const buttonId = useId();
  const listId = useId();
  const { pathname } = useLocation();

  // Arriving on one of the group's pages opens it again, even if the shopper closed it before;
  // anything else (a profile or content refresh) leaves the shopper's choice alone.
  useEffect(() => {
    if (group.open) setOpen(true);
  }, [group.open, pathname]);

  if (group.links.length === 0) return null;
  return (
    <div className="fp-left-nav__section">
      <button
        id={buttonId}
        type="button"
        className="fp-left-nav__disclosure"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="fp-left-nav__chevron" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        className="fp-left-nav__list fp-left-nav__list--freshpass"
        aria-labelledby={buttonId}
        hidden={!open}
      >
        {group.links.map((link) => (
          <li key={link.key}>
            <NavLink link={link} labels={labels} />
          </li>
        ))}
      </ul>
    </div>
  );
}
