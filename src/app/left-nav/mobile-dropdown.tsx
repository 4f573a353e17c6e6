import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { focusableIn, trapTarget } from './focus-trap';

interface MobileDropdownProps {
  /** 'Manage Freshpass' from content/ui-text.json. */
  label: string;
  /** Contract §2: Tab is trapped inside the open dropdown at 990px or narrower. */
  trapFocus: boolean;
  children: ReactNode;
}

/**
 * The navigation below 992px (contract §2): a disclosure button that opens the links. While open, at
 * ≤990px Tab and Shift+Tab cycle inside it; Escape closes it and returns focus to the button.
 * A route change closes it.
 */
export function MobileDropdown({ label, trapFocus, children }: MobileDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'Tab' || !trapFocus || !rootRef.current) return;
    const target = trapTarget(focusableIn(rootRef.current), document.activeElement, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <div className="fp-nav-dropdown" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="fp-nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={panelId} className="fp-nav-dropdown__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
