/**
 * The read hook every endpoint uses: SWR with our key and an ApiError as its error. A null key
 * (no session yet) waits without fetching. A call the page's first module already started under
 * the key (early-reads.ts) is taken up instead of sent again.
 */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { takeEarly } from './early-reads';
import { toApiError, type ApiError } from './errors';
import type { ApiKey } from './keys';

/** What every read hook returns (SWR's own shape). */
export type ApiQuery<T> = Pick<SWRResponse<T, ApiError>, 'data' | 'error' | 'isLoading' | 'mutate'>;

/** Runs `fetcher` under `key`; thrown values become ApiErrors. */
export function useApiQuery<T>(
  key: ApiKey | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): ApiQuery<T> {
  const { data, error, isLoading, mutate } = useSWR<T, ApiError, ApiKey | null>(
    key,
    async () => {
      try {
        const early = key ? (takeEarly(key) as Promise<T> | undefined) : undefined;
        return await (early ?? fetcher());
      } catch (thrown) {
        throw toApiError(thrown);
      }
    },
    config,
  );
  return { data, error, isLoading, mutate };
}
