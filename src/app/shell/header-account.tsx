import { useEffect, useState } from 'react';
import { signOut, useApiClient, useSession } from '../../api';
import type { UiText } from '../../content/content-types';

/**
 * The signed-in shopper in the page header: their first name and a Sign out, on every page.
 * A route that reads the session (`needsSession`) has its user-info call under way already, so the
 * header shares it at once. An open page (FAQ, SNAP, join, discount) does not wait for the session,
 * so the header asks only once the page has loaded: the call never competes with the page's own
 * content, and a guest simply sees no name (decision record header-on-open-pages).
 */
export function HeaderAccount({
  labels,
  sessionRead,
}: {
  labels: UiText['header'];
  /** True on a route that reads the session anyway. */
  sessionRead: boolean;
}) {
  const loaded = usePageLoaded(!sessionRead);
  return sessionRead || loaded ? <SignedInShopper labels={labels} /> : null;
}

/** True once the page's load event has passed (at once when `wait` is false). */
function usePageLoaded(wait: boolean): boolean {
  const [loaded, setLoaded] = useState(!wait);
  useEffect(() => {
    if (!wait) return undefined;
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [wait]);
  return loaded;
}

/**
 * The first name and Sign out. Sign out ends the session on the server and then lands on the
 * sign-in page. Nothing while the session is unknown or when nobody is signed in (a guest has the
 * page's own sign-in way). A failed sign-out says so and leaves the shopper where they are.
 */
function SignedInShopper({ labels }: { labels: UiText['header'] }) {
  const client = useApiClient();
  const { status, session } = useSession();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (status !== 'signed-in' || !session) return null;

  const onSignOut = () => {
    setSending(true);
    setFailed(false);
    signOut(client).then(
      () => window.location.assign(client.env.signInUrl),
      () => {
        setSending(false);
        setFailed(true);
      },
    );
  };

  return (
    <div className="fp-header__account">
      {session.firstName ? (
        <span className="fp-header__greeting">
          {labels.greeting.replace('{firstName}', session.firstName)}
        </span>
      ) : null}
      <button
        type="button"
        className="fp-header__sign-out"
        onClick={onSignOut}
        aria-disabled={sending || undefined}
        disabled={sending}
      >
        {labels.signOut}
      </button>
      {failed ? (
        <p className="fp-header__sign-out-error" role="alert">
          {labels.signOutFailed}
        </p>
      ) : null}
    </div>
  );
}
