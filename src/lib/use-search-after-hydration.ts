import { useSearchParams } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

/** The query while hydrating: none, as the build rendered the page. */
const NO_QUERY: URLSearchParams = new URLSearchParams();

/**
 * The page's query for a screen whose route reads it only once hydrated (`queryAfterHydration`
 * in src/routes/route-table.ts): empty in the hydrating pass, so the page hydrates the markup the
 * build wrote without a query at any link, and the live query in every render after. The setter
 * is the router's own.
 */
export function useSearchAfterHydration(): ReturnType<typeof useSearchParams> {
  const [live, setSearch] = useSearchParams();
  const hydrated = useHydrated();
  return [hydrated ? live : NO_QUERY, setSearch];
}
