import { navIconUrl } from '../../content/content-assets';
import { contentDomId } from '../../lib/content-dom-id';
import { unsafeScheme } from '../../lib/unsafe-link';
import { fillText as fillPlaceholders, type PlaceholderValues } from '../../render/placeholders';
import { badgeKindOf, showsAddBadge, type ProfileState } from './badges';
import { isCurrentPage, type PageLocation } from './current-page';
import { isMenuItemShown, type ExperimentValues } from './flags';

/** A v2 menu item as the left-nav content carries it (contract §3). */
export interface NavV2MenuItem {
  leftNavText: string;
  leftNavLink: string;
  eotFlagName?: string;
  eotDrivenLink?: boolean | string;
  classNames?: string;
  id?: string;
  tabIndex?: number | string;
  role?: string;
  ariaLive?: string;
  ariaLevel?: number | string;
  isActive?: boolean | string;
}

/** A v2 group as the left-nav content carries it (contract §3). */
export interface NavV2Group {
  groupTitle: string;
  groupIcon?: string;
  id?: string;
  tabIndex?: number | string;
  role?: string;
  ariaLive?: string;
  ariaLevel?: number | string;
  className?: string;
  menuItems: readonly NavV2MenuItem[];
}

/** The v2 payload (contract §3). */
export interface NavV2Payload {
  panelTitle: string;
  panelLink: string;
  leftNavGroupCollection: readonly NavV2Group[];
}

/** The v1 payload (contract §3). */
export interface NavV1Payload {
  navtitle: string;
  leftnav: readonly { linktitle: string; link: string }[];
}

/** One rendered link: text and href already filled in, rules already applied. */
export interface NavLinkModel {
  key: string;
  id?: string;
  text: string;
  href: string;
  /** The spec's "highlighted active": a visual highlight only. */
  active: boolean;
  /** The page the shopper is on: the one link with `aria-current="page"`. */
  current: boolean;
  badge: boolean;
  className?: string;
}

/** One rendered v2 group. */
export interface NavGroupModel {
  key: string;
  id?: string;
  title: string;
  /** The payload's `groupIcon` and the image that draws it (content/assets/nav-icon-<name>.svg). */
  icon?: { name: string; url: string };
  role: string;
  ariaLevel: number;
  className?: string;
  items: NavLinkModel[];
}

/** The v1 layout (contract §2): title, 'Account Settings', the FreshPass group, the second list. */
export interface NavV1Model {
  version: 'v1';
  title: string;
  /** The payload entry labelled 'Account Settings', shown on its own under the title. */
  settings?: NavLinkModel;
  /** The FreshPass links, shown as a disclosure; `open` when the shopper is on or under one. */
  freshpass: { links: NavLinkModel[]; open: boolean };
  /** Every other link. */
  others: NavLinkModel[];
}

/** What the navigation components render; built once by a pure function per payload. */
export type NavModel = (
  | {
      version: 'v2';
      panelTitle: string;
      /** Undefined when the payload's link was unsafe: the title is then shown as plain text. */
      panelLink?: string;
      groups: NavGroupModel[];
    }
  | NavV1Model
) &
  Dropped;

/**
 * The payload's links left out because they would run code (`javascript:`…): the services send
 * the payload, so the gate never saw it. The navigation logs them once (left-nav.tsx).
 */
export interface Dropped {
  dropped: string[];
}

/** The filled link, or undefined (and noted in `dropped`) when its scheme is unsafe. */
export function safeLink(link: string, ctx: NavContext, dropped: string[]): string | undefined {
  const href = fillLink(link, ctx);
  if (unsafeScheme(href) === undefined) return href;
  dropped.push(href);
  return undefined;
}

/** Everything outside the payload that the rules of contract §2–§4 depend on. */
export interface NavContext {
  bannerId: string;
  placeholders: PlaceholderValues;
  profile: ProfileState;
  experiments: ExperimentValues;
  enrolledPrograms: ReadonlySet<string>;
  /** The label 'Join FreshPass' is matched against, and the one it becomes. */
  joinLabel: string;
  manageLabel: string;
  /** v1: the label of the entry shown on its own as the 'Account Settings' link. */
  accountSettingsLabel: string;
  /** Where the shopper is, to find the current page's link. */
  here: PageLocation;
}

/** Text gets the placeholder set of schemas/placeholders.json (`{banner}` is the display name). */
export function fillText(text: string, ctx: NavContext): string {
  return fillPlaceholders(text, ctx.placeholders);
}
/** In links `{banner}` is the banner id (`www.{banner}.com`), since a display name is no host. */
export function fillLink(link: string, ctx: NavContext): string {
  return fillPlaceholders(link.split('{banner}').join(ctx.bannerId), ctx.placeholders);
}

function toLevel(value: number | string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 3;
}

/**
 * Builds the v2 model: hides experiment items per the flag rules, relabels 'Join FreshPass' as
 * 'Manage FreshPass' and marks it active, computes 'Add' badges, fills defaults (role heading,
 * aria level 3). Groups left with no items are dropped. The payload's `ariaLive` is not carried
 * over: content never makes navigation a live region (issue 28: "Orders" was announced as one).
 */
export function buildV2Model(payload: NavV2Payload, ctx: NavContext): NavModel {
  const join = ctx.joinLabel.trim().toLowerCase();
  const dropped: string[] = [];
  const groups = payload.leftNavGroupCollection
    .map((group, g): NavGroupModel => {
      const items = group.menuItems
        .filter((item) => isMenuItemShown(item, ctx.experiments, ctx.enrolledPrograms))
        .flatMap((item, i): NavLinkModel[] => {
          const href = safeLink(item.leftNavLink, ctx, dropped);
          if (href === undefined) return [];
          const text = fillText(item.leftNavText, ctx);
          const isJoin = text.trim().toLowerCase() === join;
          const link: NavLinkModel = {
            key: `v2-${g}-${i}`,
            id: contentDomId(item.id),
            text: isJoin ? ctx.manageLabel : text,
            href,
            active: isJoin || item.isActive === true || item.isActive === 'true',
            current: isCurrentPage(href, ctx.here),
            badge: showsAddBadge(badgeKindOf({ id: item.id, leftNavLink: href }), ctx.profile),
            className: item.classNames,
          };
          return [link];
        });
      const iconUrl = navIconUrl(group.groupIcon);
      return {
        key: `g-${g}`,
        id: contentDomId(group.id),
        title: fillText(group.groupTitle, ctx),
        icon: group.groupIcon && iconUrl ? { name: group.groupIcon, url: iconUrl } : undefined,
        role: group.role?.trim() || 'heading',
        ariaLevel: toLevel(group.ariaLevel),
        className: group.className,
        items,
      };
    })
    .filter((group) => group.items.length > 0);
  return {
    version: 'v2',
    panelTitle: fillText(payload.panelTitle, ctx),
    panelLink: safeLink(payload.panelLink, ctx, dropped),
    groups,
    dropped,
  };
}
