import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useBanner } from '../../content/banner-context';
import { placeholderValues } from '../../content/banners';
import { useContent } from '../../content/use-content';
import { useUiText } from '../shell/use-ui-text';
import type { ProfileState } from './badges';
import { MobileDropdown } from './mobile-dropdown';
import { buildV2Model, type NavModel } from './nav-model';
import type { NavV1Payload, NavV2Payload } from './nav-model';
import { buildV1Model } from './nav-v1-model';
import { NavView } from './nav-views';
import { useViewportWidth } from './use-viewport-width';

/** The exact log line of contract §7 when the navigation cannot be fetched. */
export const NAV_FETCH_ERROR = 'Error while fetching navigation from UCA';

/** Contract §9 values, used until content/constants.json has loaded. */
const DEFAULTS = { mobileMaxWidthPx: 992, focusTrapMaxWidthPx: 990, resizeThrottleMs: 200 };

/** What the account layout knows when it renders the navigation. */
export interface LeftNavProps {
  /** Contract §5: the token was checked before the navigation renders; false renders nothing. */
  sessionValid: boolean;
  profile: ProfileState;
  /** Programs the shopper is enrolled in, for flagged items (e.g. 'freshpass'). */
  enrolledPrograms: ReadonlySet<string>;
}

/**
 * The account navigation: v1 or v2 content by the `accountDashboardV2` toggle, built into a model
 * by the pure rules, shown as a column from 992px and as the 'Manage Freshpass' dropdown below.
 * A failed fetch logs NAV_FETCH_ERROR and shows nothing (an empty place, so nothing moves); the
 * page around it still works.
 */
export function LeftNav({ sessionValid, profile, enrolledPrograms }: LeftNavProps) {
  const toggles = useContent('feature-toggles');
  const constants = useContent('constants');
  const useV2 = toggles.data?.accountDashboardV2 === true;
  // The toggle decides which payload: none is fetched before it is known (or if it failed).
  const payload = useContent(useV2 ? 'left-nav-v2' : 'left-nav-v1', { wait: !toggles.data });
  const { banner } = useBanner();
  const ui = useUiText();
  const { pathname } = useLocation();
  const breakpoints = constants.data?.breakpoints;
  const width = useViewportWidth(
    constants.data?.timeouts.resizeThrottleMs ?? DEFAULTS.resizeThrottleMs,
  );
  const failed = Boolean(toggles.error || payload.error);

  useEffect(() => {
    if (failed) console.error(NAV_FETCH_ERROR);
  }, [failed]);

  const model = useMemo((): NavModel | undefined => {
    if (!toggles.data || !payload.data) return undefined;
    const ctx = {
      bannerId: banner.id,
      placeholders: placeholderValues(banner),
      profile,
      experiments: toggles.data.experiments ?? {},
      enrolledPrograms,
      joinLabel: ui.nav.joinFreshpass,
      manageLabel: ui.nav.manageFreshpassActive,
      accountSettingsLabel: ui.nav.accountSettings,
      here: { pathname, origin: window.location.origin },
    };
    const data: unknown = payload.data;
    const built =
      useV2 && isV2(data)
        ? buildV2Model(data, ctx)
        : !useV2 && isV1(data)
          ? buildV1Model(data, ctx)
          : undefined;
    // Logged here, with the model: each link once (logDropped remembers), however often it renders.
    if (built) logDropped(built.dropped);
    return built;
  }, [toggles.data, payload.data, banner, profile, enrolledPrograms, ui, useV2, pathname]);

  // No navigation on a session whose token has expired (contract §5: checked before the nav
  // renders), but its place is kept: the session gate sends the shopper to sign in, and the page
  // does not jump sideways or up in the moment before it does.
  if (!sessionValid) return <NavPending />;
  // A failed read shows nothing (contract §7) but keeps the navigation's place, so the page does
  // not jump up under the shopper's finger; a re-read that fails keeps the navigation already
  // shown (SWR keeps its data), since what it shows is still the shopper's.
  if (!model) return <NavPending />;
  const labels = { ...ui.nav };
  const mobileMax = breakpoints?.mobileMaxWidthPx ?? DEFAULTS.mobileMaxWidthPx;
  const trapMax = breakpoints?.focusTrapMaxWidthPx ?? DEFAULTS.focusTrapMaxWidthPx;
  if (width < mobileMax) {
    return (
      <MobileDropdown label={ui.nav.manageFreshpass} trapFocus={width <= trapMax}>
        <NavView model={model} labels={labels} />
      </MobileDropdown>
    );
  }
  return <NavView model={model} labels={labels} />;
}

/**
 * The navigation's place while its content loads, or when it failed to (the dropdown button's
 * height on narrow screens, see shell.css), so the page does not move when the navigation
 * appears or does not.
 */
export function NavPending() {
  return <div className="fp-left-nav-pending" aria-hidden="true" />;
}

/** Links already logged, so each is logged once per page load (bounded: payloads are small). */
const loggedLinks = new Set<string>();
const MAX_LOGGED = 50;

/** Logs each dropped link once, quoted and cut short, since the services sent it. */
function logDropped(dropped: readonly string[]): void {
  for (const href of dropped) {
    if (loggedLinks.has(href) || loggedLinks.size >= MAX_LOGGED) continue;
    loggedLinks.add(href);
    console.warn(
      `[left-nav] left out a navigation link that would run code (the site's security policy blocks it): ${JSON.stringify(href.slice(0, 80))}`,
    );
  }
}

function isV2(data: unknown): data is NavV2Payload {
  return typeof data === 'object' && data !== null && 'leftNavGroupCollection' in data;
}
function isV1(data: unknown): data is NavV1Payload {
  return typeof data === 'object' && data !== null && 'leftnav' in data;
}
