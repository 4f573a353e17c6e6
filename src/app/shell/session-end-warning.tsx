import { useEffect, useState, type ComponentType } from 'react';

/** How long before the session ends the warning shows (WCAG 2.2.1 asks for at least 20 s). */
export const WARN_BEFORE_MS = 2 * 60_000;

/** The longest wait setTimeout takes (about 24.8 days); a longer one would fire at once. */
const MAX_TIMEOUT_MS = 2_147_483_647;

type Dialog = ComponentType<{ onClose: () => void }>;

/**
 * WCAG 2.2.1 (issue 28 barrier 2): a session ends at its `expireTime` (120 minutes after
 * sign-in), when the page goes to sign-in. Two minutes before, a warning says so and offers to
 * stay signed in (session-end-dialog.tsx). Only the timer is in the page's first load: the
 * dialog's code is loaded when the warning is due, and most visits end before it is. Should it
 * not load (the network gone), the session ends as it would have, at sign-in.
 */
export function SessionEndWarning({ expireTime }: { expireTime: number }) {
  const [dialog, setDialog] = useState<{ Dialog: Dialog } | undefined>(undefined);
  useEffect(() => {
    const wait = expireTime - WARN_BEFORE_MS - Date.now();
    if (expireTime <= Date.now() || wait > MAX_TIMEOUT_MS) return undefined;
    let live = true;
    const timer = setTimeout(
      () => {
        import('./session-end-dialog').then(
          ({ default: Dialog }) => {
            if (live) setDialog({ Dialog });
          },
          () => undefined,
        );
      },
      Math.max(0, wait),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [expireTime]);
  if (!dialog) return null;
  return <dialog.Dialog onClose={() => setDialog(undefined)} />;
}
