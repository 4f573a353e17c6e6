import { useEffect, useId, useRef, useState } from 'react';
import { useApiClient } from '../../api/api-provider';
import { withRedirect } from '../../api/session';
import { keepDraftsForSignIn } from '../../render/forms/form-drafts';
import { useUiText } from './use-ui-text';

/** How long before the session ends the warning shows (WCAG 2.2.1 asks for at least 20 s). */
export const WARN_BEFORE_MS = 2 * 60_000;

/** The longest wait setTimeout takes (about 24.8 days); a longer one would fire at once. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * WCAG 2.2.1 (issue 28 barrier 2): a session ends at its `expireTime` (120 minutes after
 * sign-in), when the page goes to sign-in. Two minutes before, this warning says so and offers to
 * stay signed in: the shopper goes through sign-in and comes back to this page, with what they
 * typed in its forms kept (form-drafts.ts). It is an alert dialog that takes focus, but not
 * modal: "Not now" closes it and focus goes back where it was.
 */
export function SessionEndWarning({ expireTime }: { expireTime: number }) {
  const ui = useUiText().sessionEnd;
  const { env } = useApiClient();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const wait = expireTime - WARN_BEFORE_MS - Date.now();
    if (expireTime <= Date.now() || wait > MAX_TIMEOUT_MS) return undefined;
    const timer = setTimeout(() => setOpen(true), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [expireTime]);
  useEffect(() => {
    if (!open) return;
    before.current = document.activeElement;
    box.current?.focus();
  }, [open]);
  if (!open) return null;
  const close = () => {
    setOpen(false);
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
