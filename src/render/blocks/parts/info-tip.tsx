import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

interface Props {
  /** Accessible name of the icon button, e.g. "More about delivery fee". */
  label: string;
  text: string;
}

/** The gap kept between the tooltip and the window's edges, in CSS px. */
const EDGE_GAP = 8;

/** How far to move a box sideways so it lies inside the window (0 when it already does). */
export function shiftIntoWindow(left: number, width: number, windowWidth: number): number {
  if (left < EDGE_GAP) return EDGE_GAP - left;
  const overflow = left + width - (windowWidth - EDGE_GAP);
  return overflow > 0 ? Math.max(-overflow, EDGE_GAP - left) : 0;
}

/**
 * An info icon with a tooltip that shows on hover, keyboard focus or click, and is the button's
 * accessible description, so screen readers hear it without opening anything. WCAG 1.4.13 and
 * 1.4.10: Escape closes it however it was opened (hover included, wherever focus is), and it is
 * moved sideways to fit the window (at 320 px, or 400% zoom, it would start off-screen).
 */
export function InfoTip({ label, text }: Props) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const tip = useRef<HTMLSpanElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  useEffect(() => {
    if (!open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);
  // Measured after it shows, before the browser paints: the CSSOM (not a style attribute, which
  // the CSP refuses) moves it.
  useLayoutEffect(() => {
    const el = tip.current;
    if (!open || !el) return;
    el.style.translate = '';
    const box = el.getBoundingClientRect();
    const dx = shiftIntoWindow(box.left, box.width, document.documentElement.clientWidth);
    if (dx !== 0) el.style.translate = `${dx}px 0`;
  }, [open]);
  return (
    <span
      className="fp-infotip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="fp-infotip__icon"
        aria-label={label}
        aria-describedby={tipId}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
          <circle cx="8" cy="4.75" r="1" fill="currentColor" />
        </svg>
      </button>
      <span ref={tip} role="tooltip" id={tipId} className="fp-infotip__text" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
