import { useEffect, useId, useRef } from 'react';
import { useApiClient } from '../../api/api-provider';
import { withRedirect } from '../../api/session';
import { keepDraftsForSignIn } from '../../render/forms/form-drafts';
import { useUiText } from './use-ui-text';

/**
 * The warning itself (see session-end-warning.tsx for when it shows): an alert dialog that takes
 * focus, but not modal. "Stay signed in" goes through sign-in and back to this page, with what the
 * shopper typed in its forms kept (form-drafts.ts); "Not now" or Escape closes it and focus goes
 * back where it was.
 */
export default function SessionEndDialog({ onClose }: { onClose: () => void }) {
  const ui = useUiText().sessionEnd;
  const { env } = useApiClient();
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    before.current = document.activeElement;
    box.current?.focus();
  }, []);
  const close = () => {
    onClose();
    if (before.current instanceof HTMLElement && before.current.isConnected) before.current.focus();
  };
  const stay = () => {
    keepDraftsForSignIn();
    window.location.assign(
      withRedirect(env.signInUrl, window.location.pathname + window.location.search),
    );
  };
  return (
    <div
      ref={box}
      className="fp-session-end"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <h2 id={titleId}>{ui.title}</h2>
      <p id={bodyId}>{ui.body}</p>
      <div className="fp-button-row">
        <button type="button" className="fp-button fp-button--primary" onClick={stay}>
          {ui.stay}
        </button>
        <button type="button" className="fp-button fp-button--secondary" onClick={close}>
          {ui.dismiss}
        </button>
      </div>
    </div>
  );
}
