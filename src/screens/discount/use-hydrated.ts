import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and in the browser's hydrating pass (React uses the server snapshot there),
 * true in every render after: a screen whose prerendered page holds a query-independent first
 * screen reads its query only once this is true, so the page hydrates at any query.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
