import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { NoticeBlockProps } from '../../content/generated/types/blocks/notice';
import { defineBlock } from '../block-definition';
import { PhoneText } from '../phone-text';
import { fillText, type PlaceholderValues } from '../placeholders';
import { useRenderEnv } from '../render-env';
import { useReturnFocus } from '../use-return-focus';

interface NoticeProps {
  /** The content's own words; when absent, `catalogueMessage` names the catalogue's. */
  text?: string;
  catalogueMessage?: string;
  tone: NonNullable<NoticeBlockProps['tone']>;
  /** Milliseconds before a snackbar hides itself; undefined for an inline notice. */
  timeoutMs?: number;
  dismissLabel?: string;
}

/** Snackbars hide after `timeoutMs` (contract §9: 5000 ms); inline notices stay. */
export function toNoticeProps(raw: NoticeBlockProps): NoticeProps {
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

const never = () => () => undefined;

/**
 * True for a block that joined the page after it first rendered (a flow's outcome), false while
 * the prerendered page hydrates and on the server.
 */
function useJoinedLater(): boolean {
  const now = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const [joinedLater] = useState(now);
  return joinedLater;
}

/** How long an empty snackbar region is in the page before its words (screen readers see it). */
const FILL_DELAY_MS = 150;

/** How often a snackbar looks again whether focus or the pointer still holds it, in ms. */
const HOLD_CHECK_MS = 500;

/**
 * role=status (polite) for information, role=alert for errors, so screen readers announce the
 * notice without moving focus. A snackbar that joins the page later is first put in the page as
 * an empty live region and then filled: one inserted already holding its words is not reliably
 * read (WCAG 4.1.3). It floats above the page, so filling it moves nothing. A snackbar stays while
 * focus is in it or the pointer is over it, and hides `timeoutMs` after neither holds it (WCAG
 * 2.2.1). An outcome notice in the page's flow is reached by focus on its step's heading instead.
 */
function Notice({ text, catalogueMessage, tone, timeoutMs, dismissLabel }: NoticeProps) {
  const { labels, placeholders, catalogueMessage: fromCatalogue } = useRenderEnv();
  const words = text ?? wordsFromCatalogue(catalogueMessage, fromCatalogue, placeholders);
  const [shown, setShown] = useState(true);
  const box = useRef<HTMLDivElement>(null);
  // A snackbar closed (or timed out) while its close button had focus hands focus back to where
  // the shopper came from (else the page's h1), never to the page body.
  const { remember, returnFocus } = useReturnFocus();
  const snackbar = timeoutMs !== undefined;
  const joinedLater = useJoinedLater();
  const [filled, setFilled] = useState(!(snackbar && joinedLater));
  useEffect(() => {
    if (filled) return undefined;
    const timer = setTimeout(() => setFilled(true), FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filled]);
  useEffect(() => {
    if (timeoutMs === undefined || !shown || !filled) return undefined;
    let freeSince = Date.now();
    const timer = setInterval(
      () => {
        const el = box.current;
        if (el && (el.contains(document.activeElement) || el.matches(':hover'))) {
          freeSince = Date.now();
        } else if (Date.now() - freeSince >= timeoutMs) {
          setShown(false);
        }
      },
      Math.min(HOLD_CHECK_MS, timeoutMs),
    );
    return () => clearInterval(timer);
  }, [timeoutMs, shown, filled]);
  return (
    <div
      ref={box}
      className={`fp-notice fp-notice--${tone}${snackbar ? ' fp-notice--snackbar' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {shown && filled ? (
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
