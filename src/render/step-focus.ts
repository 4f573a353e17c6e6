import { useEffect, useRef } from 'react';
import { STEP_TITLE_ATTRIBUTE } from '../lib/page-title';

/** How long a step's heading is awaited (its blocks may still be loading) before the h1 takes focus. */
const STEP_HEADING_WAIT_MS = 3000;

/**
 * Where focus goes when a flow shows a new step (WCAG 2.4.3, 4.1.3): the step's own heading (the
 * heading whose text is the step title the h1 names), else the page's h1. Moving focus there
 * makes a screen reader read the new step, and the next Tab starts at its top.
 */
export function stepFocusTarget(root: ParentNode = document): HTMLElement | null {
  const h1 = root.querySelector<HTMLElement>('main h1');
  const stepTitle = h1?.getAttribute(STEP_TITLE_ATTRIBUTE)?.trim();
  if (!h1 || !stepTitle) return h1;
  const headings = root.querySelectorAll<HTMLElement>(
    'main h2, main h3, main h4, main [role="heading"]',
  );
  return Array.from(headings).find((h) => h.textContent?.trim() === stepTitle) ?? null;
}

/** Focuses an element that is not in the Tab order (a heading), without scrolling past it. */
function focusHeading(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Moves focus to the new step's heading whenever `step` changes (not on the first value: that is
 * where the shopper starts, and the route change already placed focus). The heading may join the
 * page a little later (the step's blocks load), so it is awaited; if it never comes, the h1 gets
 * focus, so focus never falls to the page body.
 */
export function useStepFocus(step: string | undefined, enabled = true): void {
  const last = useRef(step);
  useEffect(() => {
    if (step === undefined || step === last.current) return undefined;
    const first = last.current === undefined;
    last.current = step;
    if (first || !enabled) return undefined;
    const now = stepFocusTarget();
    if (now) {
      focusHeading(now);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const target = stepFocusTarget();
      if (!target) return;
      observer.disconnect();
      window.clearTimeout(timer);
      focusHeading(target);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      const h1 = document.querySelector<HTMLElement>('main h1');
      if (h1) focusHeading(h1);
    }, STEP_HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [step, enabled]);
}
