import { badgeKindOf, showsAddBadge } from './badges';
import { isCurrentPage, isWithinPage } from './current-page';
import {
  fillText,
  safeLink,
  type Dropped,
  type NavContext,
  type NavLinkModel,
  type NavV1Model,
  type NavV1Payload,
} from './nav-model';

/** Contract §2 v1: a link containing 'freshpass' belongs to the FreshPass group, highlighted. */
export function isFreshpassLink(href: string): boolean {
  return href.toLowerCase().includes('freshpass');
}

/** Contract §2 v1: in the second list, the 'delivery-subscription' link is highlighted. */
export function isDeliverySubscriptionLink(href: string): boolean {
  return href.toLowerCase().includes('delivery-subscription');
}

/**
 * Builds the v1 model from the flat payload (contract §3: navtitle, leftnav[]): the entry labelled
 * 'Account Settings' on its own, the FreshPass links as their group (all highlighted), and every
 * other link in the second list, where the delivery-subscription link is highlighted. Payload
 * order is kept inside each part. The current page is marked apart from the highlight.
 */
export function buildV1Model(payload: NavV1Payload, ctx: NavContext): NavV1Model & Dropped {
  const settingsLabel = ctx.accountSettingsLabel.trim().toLowerCase();
  let settings: NavLinkModel | undefined;
  const freshpass: NavLinkModel[] = [];
  const others: NavLinkModel[] = [];
  const dropped: string[] = [];
  payload.leftnav.forEach((entry, i) => {
    const href = safeLink(entry.link, ctx, dropped);
    // A link that would run code is left out (and logged once by the navigation).
    if (href === undefined) return;
    const text = fillText(entry.linktitle, ctx);
    const link = (active: boolean): NavLinkModel => ({
      key: `v1-${i}`,
      text,
      href,
      active,
      current: isCurrentPage(href, ctx.here),
      badge: showsAddBadge(badgeKindOf({ leftNavLink: href }), ctx.profile),
    });
    if (!settings && text.trim().toLowerCase() === settingsLabel) settings = link(false);
    else if (isFreshpassLink(href)) freshpass.push(link(true));
    else others.push(link(isDeliverySubscriptionLink(href)));
  });
  return {
    version: 'v1',
    title: fillText(payload.navtitle, ctx),
    settings,
    freshpass: { links: freshpass, open: freshpass.some((l) => isWithinPage(l.href, ctx.here)) },
    others,
    dropped,
  };
}
