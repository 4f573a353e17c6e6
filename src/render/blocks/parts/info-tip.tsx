import { useId, useState, type KeyboardEvent } from 'react';

interface Props {
  /** Accessible name of the icon button, e.g. "More about delivery fee". */
  label: string;
  text: string;
}

/**
 * An info icon with a tooltip that shows on hover, keyboard focus or click, hides on Escape, and is
 * the button's accessible description, so screen readers hear it without opening anything.
 */
export function InfoTip({ label, text }: Props) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
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
      <span role="tooltip" id={tipId} className="fp-infotip__text" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
