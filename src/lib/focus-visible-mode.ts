/** The class the stylesheet keys visible focus rings on (src/render/styles/base.css). */
export const FOCUS_VISIBLE_CLASS = 'focus-visible-mode';

/**
 * Contract §2: the first Tab turns visible-focus styling on and a later click turns it off, so
 * mouse users see no rings and keyboard users always do. The class sits on <body>. The page's
 * first module (src/early-start.ts) starts this before the app has loaded, so a Tab on the
 * prerendered page shows its ring at once; the shell (`Shell`) starts it where there is no first
 * module (the dev server, tests). Both at once only repeat the same class change. Returns the stop.
 */
export function watchFocusVisibleMode(doc: Document): () => void {
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
}
