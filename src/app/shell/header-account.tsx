import { useState } from 'react';
import { signOut, useApiClient, useSession } from '../../api';
import type { UiText } from '../../content/content-types';

/**
 * The signed-in shopper in the page header: their first name and a Sign out that ends the session
 * on the server and then lands on the sign-in page. Nothing while the session is unknown or when
 * nobody is signed in (a guest has the page's own sign-in way). A failed sign-out says so and
 * leaves the shopper where they are, still signed in.
 */
export function HeaderAccount({ labels }: { labels: UiText['header'] }) {
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
