import { PAGE_TITLE_ATTRIBUTE, pageTitle } from '../../lib/page-title';
import { useDeferredValue, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../api/endpoints/user-info';
import type { Session } from '../../api/session';
import { LeftNav, NavPending } from '../left-nav/left-nav';
import { useNavFacts } from '../left-nav/use-nav-facts';
import { useContent } from '../../content/use-content';
import { visibleReserves } from '../../render/layout/content-screen';
import { ScreenSkeleton } from '../../render/layout/screen-skeleton';
import { useRenderEnv } from '../../render/render-env';
import { matchRoute } from '../../routes/match-route';
import { AccountLayout, FullWidthLayout } from '../shell/page-layouts';
import { SessionEndWarning } from '../shell/session-end-warning';
import { SessionGate } from '../shell/session-gate';
import { useUiText } from '../shell/use-ui-text';
import { useWarmLinks } from './use-warm-links';

/** Contract §5: a token exists and its expiry is later than now, checked before the nav renders. */
export function isSessionUsable(session: Session, now: number): boolean {
  return Boolean(session.authToken) && session.expireTime > now && session.exp * 1000 > now;
}

function SignedIn({ session }: { session: Session }) {
  const { profile, enrolledPrograms } = useNavFacts();
  // The screens the shopper's visible links lead to are made ready ahead (use-warm-links.ts).
  useWarmLinks(session);
  const valid = isSessionUsable(session, Date.now());
  const nav = useMemo(
    () => <LeftNav sessionValid={valid} profile={profile} enrolledPrograms={enrolledPrograms} />,
    [valid, profile, enrolledPrograms],
  );
  return (
    <AccountLayout nav={nav}>
      <Outlet />
      <SessionEndWarning expireTime={Math.min(session.expireTime, session.exp * 1000)} />
    </AccountLayout>
  );
}

/**
 * The screen while the session loads: its title (from its layout, unless its title waits for its
 * data) and a skeleton of its blocks' reserved heights, so the prerendered page already shows what
 * the screen will, and nothing moves when it does.
 */
export function PendingScreen() {
  const ui = useUiText();
  const env = useRenderEnv();
  const route = matchRoute(useLocation().pathname)?.route;
  const { data: layout } = useContent(`screens/${route?.screen ?? ''}`, { wait: !route });
  const title = route?.titleWaitsForData ? undefined : layout?.title;
  const reserves = useMemo(
    () => (layout ? visibleReserves(layout.blocks, env.audience) : undefined),
    [layout, env.audience],
  );
  if (title === undefined) return <ScreenSkeleton label={ui.shell.loadingPage} withTitle />;
  return (
    <>
      <h1
        tabIndex={-1}
        {...{
          [PAGE_TITLE_ATTRIBUTE]: pageTitle({ heading: title, banner: env.placeholders.banner }),
        }}
      >
        {title}
      </h1>
      <ScreenSkeleton label={ui.shell.loadingPage} blocks={reserves} />
    </>
  );
}

/**
 * The layout route of every "needs user-info lookup" route (contract §2): waits for the session,
 * redirects where the session rules say, then shows the account layout with the navigation.
 */
export function AccountArea() {
  const state = useSession();
  // The signed-in page is the page's biggest render: the navigation, the header's account and the
  // whole screen at once. A session that arrives shows it in a transition (a deferred value), which
  // React renders in slices between the browser's own work; the loading page stays until it is
  // ready. A session change would otherwise re-render it all in one blocking task (SWR's store
  // updates are synchronous), the largest part of an account page's Total Blocking Time.
  const showSignedIn = useDeferredValue(state.status === 'signed-in');
  // The loading page already has the signed-in page's frame (the navigation's place beside or
  // above the content), the screen's title and its skeleton, so nothing moves when the session
  // arrives. One element for every render, so the render that keeps it shown does no work under it.
  const loading = useMemo(
    () => (
      <AccountLayout nav={<NavPending />}>
        <PendingScreen />
      </AccountLayout>
    ),
    [],
  );
  return (
    <SessionGate state={state} loading={loading}>
      {state.session && showSignedIn ? <SignedIn session={state.session} /> : loading}
    </SessionGate>
  );
}

/** The layout route of routes that render for anyone, signed in or not. */
export function OpenArea() {
  useWarmLinks();
  return (
    <FullWidthLayout>
      <Outlet />
    </FullWidthLayout>
  );
}
