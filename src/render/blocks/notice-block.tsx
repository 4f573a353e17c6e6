import { useEffect, useRef, useState } from 'react';
import { defineBlock } from '../block-definition';
import { PhoneText } from '../phone-text';
import { fillText, type PlaceholderValues } from '../placeholders';
import { useRenderEnv } from '../render-env';
import { useReturnFocus } from '../use-return-focus';

interface Raw {
  text?: string;
  catalogueMessage?: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  snackbar?: boolean;
  timeoutMs?: number;
  dismissLabel?: string;
}

interface NoticeProps {
  /** The content's own words; when absent, `catalogueMessage` names the catalogue's. */
  text?: string;
  catalogueMessage?: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  /** Milliseconds before a snackbar hides itself; undefined for an inline notice. */
  timeoutMs?: number;
  dismissLabel?: string;
}

/** Snackbars hide after `timeoutMs` (spec §9: 5000 ms); inline notices stay. */
export function toNoticeProps(raw: Raw): NoticeProps {
  return {
    text: raw.text,
    catalogueMessage: raw.catalogueMessage,
    tone: raw.tone ?? 'info',
    timeoutMs: raw.snackbar ? (raw.timeoutMs ?? 5000) : undefined,
    dismissLabel: raw.dismissLabel,
  };
}

/**
 * The catalogue's words for a reference, with the banner's placeholders filled. The validator
 * rejects a reference the catalogue lacks; one that still arrives (a stale override) throws, so
 * the block's boundary shows the catalogue's generic message instead of an empty notice.
 */
function wordsFromCatalogue(
  ref: string | undefined,
  lookup: (ref: string) => string | undefined,
  placeholders: PlaceholderValues,
): string {
  const found = ref === undefined ? undefined : lookup(ref);
  if (found === undefined) {
    throw new Error(`notice: the error catalogue has no code or message "${ref ?? ''}"`);
  }
  return fillText(found, placeholders);
}

/**
 * role=status (polite) for information, role=alert for errors, so screen readers announce the
 * notice without moving focus.
 */
function Notice({ text, catalogueMessage, tone, timeoutMs, dismissLabel }: NoticeProps) {
  const { labels, placeholders, catalogueMessage: fromCatalogue } = useRenderEnv();
  const words = text ?? wordsFromCatalogue(catalogueMessage, fromCatalogue, placeholders);
  const [shown, setShown] = useState(true);
  const box = useRef<HTMLDivElement>(null);
  // A snackbar closed (or timed out) while its close button had focus hands focus back to where
  // the shopper came from (else the page's h1), never to the page body.
  const { remember, returnFocus } = useReturnFocus();
  useEffect(() => {
    if (timeoutMs === undefined) return undefined;
    const timer = setTimeout(() => {
      if (box.current?.contains(document.activeElement)) returnFocus();
      setShown(false);
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs, returnFocus]);
  const snackbar = timeoutMs !== undefined;
  return (
    <div
      ref={box}
      className={`fp-notice fp-notice--${tone}${snackbar ? ' fp-notice--snackbar' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {shown ? (
        <>
          <p>
            <PhoneText text={words} />
          </p>
          {snackbar ? (
            <button
              type="button"
              className="fp-notice__close"
              onFocus={(event) => remember(event.relatedTarget)}
              onClick={() => {
                returnFocus();
                setShown(false);
              }}
            >
              {dismissLabel ?? labels.close}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A notice or snackbar. */
export const noticeBlock = defineBlock({
  type: 'notice',
  reserve: 56,
  component: Notice,
  toProps: toNoticeProps,
});
