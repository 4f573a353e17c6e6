import { useEffect, type ReactNode } from 'react';
import type { SessionState } from '../../api/session';
import { keepDraftsForSignIn } from '../../render/forms/form-drafts';

interface SessionGateProps {
  state: SessionState;
  /** Shown while the user-info call is in flight. */
  loading: ReactNode;
  children: ReactNode;
  /** Injectable for tests; a full page load, since sign-in is the retailer's page. */
  go?: (url: string) => void;
}

/**
 * Contract §4/§6 for routes that need the user-info lookup: wait for the session, then either render
 * the page or send the shopper where the session rules say (sign-in for guests, expired and failed
 * calls; re-sign-in for remembered users), with a redirect back to this page.
 */
export function SessionGate({ state, loading, children, go = defaultGo }: SessionGateProps) {
  const target = state.status === 'redirect' ? state.redirectTo : undefined;
  useEffect(() => {
    if (!target) return;
    // A session that ended under an open form: what was typed comes back after sign-in.
    keepDraftsForSignIn();
    go(target);
  }, [target, go]);
  if (state.status === 'signed-in' && state.session) return <>{children}</>;
  return <>{loading}</>;
}

function defaultGo(url: string): void {
  window.location.replace(url);
}
