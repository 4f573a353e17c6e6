import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and in the browser's hydrating pass (React uses the server snapshot there),
 * true in every render after. What a render reads that the prerender could not know waits for it,
 * so the page hydrates as the build rendered it: the discount screen's query, an early API answer
 * (src/api/use-api-query.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
