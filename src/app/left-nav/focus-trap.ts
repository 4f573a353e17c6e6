/** Elements a Tab can land on inside a container, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => !el.closest('[hidden]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Where a Tab must go to keep focus inside the trap: from the last element forwards to the first,
 * from the first (or from outside) backwards to the last; null means "let the browser move it".
 */
export function trapTarget(
  focusables: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  if (focusables.length === 0) return null;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const index = active ? focusables.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (!backwards && index === focusables.length - 1) return first;
  if (backwards && index === 0) return last;
  return null;
}
