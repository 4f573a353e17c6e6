import { FreshpassGroup } from './freshpass-group';
import { NavLink, type NavLinkLabels } from './nav-link';
import type { NavModel, NavV1Model } from './nav-model';

/** Labels the views need (content/ui-text.json `nav`). */
export interface NavViewLabels extends NavLinkLabels {
  label: string;
  /** The v1 FreshPass group's button. */
  freshpassGroup: string;
}

/**
 * v2 (contract §2): a panel title link, then groups with an icon and a heading (role and aria level
 * from the payload, defaults heading/3) over their menu items.
 */
function NavV2({
  model,
  labels,
}: {
  model: Extract<NavModel, { version: 'v2' }>;
  labels: NavViewLabels;
}) {
  return (
    <>
      {/* A level-2 heading: the nav follows the page's main content, so its groups (level 3 by
          default) sit under a heading of their own, not straight under the page's h1. */}
      <h2 className="fp-left-nav__panel-heading">
        {model.panelLink === undefined ? (
          <span className="fp-left-nav__panel-title">{model.panelTitle}</span>
        ) : (
          <a className="fp-left-nav__panel-title" href={model.panelLink}>
            {model.panelTitle}
          </a>
        )}
      </h2>
      {model.groups.map((group) => (
        <div
          key={group.key}
          id={group.id}
          className={['fp-left-nav__group', group.className].filter(Boolean).join(' ')}
        >
          <div
            className="fp-left-nav__group-title"
            role={group.role}
            aria-level={group.role === 'heading' ? group.ariaLevel : undefined}
          >
            {group.icon ? (
              // Decorative: the title names the group. The image is a mask over the banner's
              // primary colour, so every banner's icons are in its own colour.
              <span
                className="fp-left-nav__icon"
                data-icon={group.icon.name}
                style={{ maskImage: `url("${group.icon.url}")` }}
                aria-hidden="true"
              />
            ) : null}
            {group.title}
          </div>
          <ul className="fp-left-nav__list">
            {group.items.map((item) => (
              <li key={item.key}>
                <NavLink link={item} labels={labels} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * v1 (contract §2): the page title, the 'Account Settings' link, the FreshPass group (a disclosure of
 * its links) and the second list of the other links.
 */
function NavV1({ model, labels }: { model: NavV1Model; labels: NavViewLabels }) {
  return (
    <>
      <p className="fp-left-nav__title">{model.title}</p>
      {model.settings ? (
        <p className="fp-left-nav__settings">
          <NavLink link={model.settings} labels={labels} />
        </p>
      ) : null}
      <FreshpassGroup group={model.freshpass} label={labels.freshpassGroup} labels={labels} />
      {model.others.length > 0 ? (
        <ul className="fp-left-nav__list fp-left-nav__list--second">
          {model.others.map((link) => (
            <li key={link.key}>
              <NavLink link={link} labels={labels} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The navigation landmark around either layout. */
export function NavView({
  model,
  labels,
  id,
}: {
  model: NavModel;
  labels: NavViewLabels;
  id?: string;
}) {
  return (
    <nav id={id} className={`fp-left-nav fp-left-nav--${model.version}`} aria-label={labels.label}>
      {model.version === 'v2' ? (
        <NavV2 model={model} labels={labels} />
      ) : (
        <NavV1 model={model} labels={labels} />
      )}
    </nav>
  );
}
