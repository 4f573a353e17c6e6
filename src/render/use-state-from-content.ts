import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State a block derives from the content it renders (open FAQ sections, a chosen tab). The page is
 * prerendered with the build's content; when the content it has after hydration differs (a
 * content override, a live edit), the state is derived again from that content instead of
 * keeping what the build chose. `key` names what the state was derived from: while it is the
 * same, the shopper's own changes stand.
 */
export function useStateFromContent<T>(
  key: string,
  derive: () => T,
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(() => ({ key, value: derive() }));
  let current = state;
  if (state.key !== key) {
    // Adjusting state while rendering (React's documented pattern), so no frame shows the old one.
    current = { key, value: derive() };
    setState(current);
  }
  const set: Dispatch<SetStateAction<T>> = (action) =>
    setState((prev) => ({
      key: prev.key,
      value: typeof action === 'function' ? (action as (p: T) => T)(prev.value) : action,
    }));
  return [current.value, set];
}
