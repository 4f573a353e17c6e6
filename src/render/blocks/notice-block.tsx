import { useEffect, useState } from 'react';
import { defineBlock } from '../block-definition';
import { useRenderEnv } from '../render-env';

interface Raw {
  text: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  snackbar?: boolean;
  timeoutMs?: number;
  dismissLabel?: string;
}

interface NoticeProps {
  text: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  /** Milliseconds before a snackbar hides itself; undefined for an inline notice. */
  timeoutMs?: number;
  dismissLabel?: string;
}

/** Snackbars hide after `timeoutMs` (spec §9: 5000 ms); inline notices stay. */
export function toNoticeProps(raw: Raw): NoticeProps {
  return {
    text: raw.text,
    tone: raw.tone ?? 'info',
    timeoutMs: raw.snackbar ? (raw.timeoutMs ?? 5000) : undefined,
    dismissLabel: raw.dismissLabel,
  };
}

/**
 * role=status (polite) for information, role=alert for errors, so screen readers announce the
 * notice without moving focus.
 */
function Notice({ text, tone, timeoutMs, dismissLabel }: NoticeProps) {
  const { labels } = useRenderEnv();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (timeoutMs === undefined) return undefined;
    const timer = setTimeout(() => setShown(false), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  const snackbar = timeoutMs !== undefined;
  return (
    <div
      className={`fp-notice fp-notice--${tone}${snackbar ? ' fp-notice--snackbar' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {shown ? (
        <>
          <p>{text}</p>
          {snackbar ? (
            <button type="button" className="fp-notice__close" onClick={() => setShown(false)}>
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
