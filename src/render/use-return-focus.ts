import { useCallback, useEffect, useRef, useState } from 'react';

/** The page's h1, where focus goes when what opened a prompt is gone. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Focus return for prompts that can be dismissed (WCAG 2.4.3): `remember` the control that opened
 * the prompt (the focused element, or the one given), and `returnFocus` after dismissing; focus
 * goes back to it once React has removed the prompt, so it never falls to the page body. When
 * that control is gone too, the page's h1 takes focus.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const [pending, setPending] = useState(0);
  const remember = useCallback((element?: Element | null) => {
    const target = element === undefined ? document.activeElement : element;
    opener.current = target instanceof HTMLElement && target !== document.body ? target : null;
  }, []);
  const returnFocus = useCallback(() => setPending((n) => n + 1), []);
  useEffect(() => {
    if (pending === 0) return;
    const target = opener.current?.isConnected ? opener.current : pageHeading();
    opener.current = null;
    if (target && !target.hasAttribute('tabindex') && target.tagName === 'H1') {
      target.setAttribute('tabindex', '-1');
    }
    target?.focus();
  }, [pending]);
  return { remember, returnFocus };
}
