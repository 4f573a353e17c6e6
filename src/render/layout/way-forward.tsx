import { useState, type MouseEvent } from 'react';
import { telHref } from '../../lib/phone';
import { fillText } from '../placeholders';
import { useRenderEnv } from '../render-env';

interface WayForwardProps {
  /** The catalogue's words for the failure (already filled). */
  message: string;
  /**
   * Reads again what failed (SWR revalidation of its key; never a write). Absent when there is
   * nothing to read again (a broken block's props), so only the phone is offered.
   */
  onRetry?: () => unknown;
  /**
   * Where focus goes when the shopper presses "Try again", since the button then goes away
   * (the screen's h1, the block's box); undefined leaves focus where it is.
   */
  focusAfterRetry?: (button: HTMLElement) => HTMLElement | null | undefined;
}

/**
 * A failed read, with a way forward: the catalogue's words as an alert (alone in it, so a screen
 * reader hears just them), a "Try again" button that reads the data again without reloading the
 * page (what the shopper typed elsewhere stays), and the banner's support phone as a `tel:` link.
 */
export function WayForward({ message, onRetry, focusAfterRetry }: WayForwardProps) {
  const { labels, placeholders } = useRenderEnv();
  const [retrying, setRetrying] = useState(false);
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    if (retrying || !onRetry) return;
    const target = focusAfterRetry?.(event.currentTarget);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }
    setRetrying(true);
    void Promise.resolve()
      .then(onRetry)
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  const phone = placeholders.phone;
  const [before, after = ''] = labels.callSupport.split('{phone}');
  return (
    <>
      <p role="alert" className="fp-screen-error">
        {message}
      </p>
      <div className="fp-retry">
        {onRetry ? (
          <button
            type="button"
            className="fp-button fp-button--secondary"
            aria-disabled={retrying}
            onClick={retry}
          >
            {labels.retry}
          </button>
        ) : null}
        {phone ? (
          <p>
            {fillText(before ?? '', placeholders)}
            <a href={telHref(phone)}>{phone}</a>
            {fillText(after, placeholders)}
          </p>
        ) : null}
      </div>
    </>
  );
}
