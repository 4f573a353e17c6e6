import { useEffect } from 'react';

/** The class the stylesheet keys visible focus rings on (src/render/styles/base.css). */
export const FOCUS_VISIBLE_CLASS = 'focus-visible-mode';

/**
 * Contract §2: the first Tab turns visible-focus styling on and a later click turns it off, so mouse
 * users see no rings and keyboard users always do. The class sits on <body>.
 */
export function useFocusVisibleMode(given?: Document): void {
  useEffect(() => {
    // Read in the effect: the prerender runs this hook in Node, where there is no document.
    const doc = given ?? document;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') doc.body.classList.add(FOCUS_VISIBLE_CLASS);
    };
    const onPointer = () => doc.body.classList.remove(FOCUS_VISIBLE_CLASS);
    doc.addEventListener('keydown', onKey, true);
    doc.addEventListener('mousedown', onPointer, true);
    return () => {
      doc.removeEventListener('keydown', onKey, true);
      doc.removeEventListener('mousedown', onPointer, true);
    };
  }, [given]);
}
