/**
 * The read hook every endpoint uses: SWR with our key and an ApiError as its error. A null key
 * (no session yet) waits without fetching. A call the page's first module already started under
 * the key (early-reads.ts) is taken up instead of sent again.
 */
import useSWR, {
  unstable_serialize,
  useSWRConfig,
  type Cache,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import { useHydrated } from '../lib/use-hydrated';
import { holdsAnyEarly, takeEarly, takeEarlyAnswer } from './early-reads';
import { toApiError, type ApiError } from './errors';
import type { ApiKey } from './keys';

/** The fields of SWR's answer a read hook hands on. */
type ReadFields<T, E> = Pick<SWRResponse<T, E>, 'data' | 'error' | 'isLoading' | 'mutate'>;

/** What every read hook returns (SWR's own shape). */
export type ApiQuery<T> = ReadFields<T, ApiError>;

/**
 * SWR's answer as a read hook returns it, each field read only when its caller reads it. SWR
 * re-renders a component only for the fields it read (its getters note them), so a component that
 * reads `data` is not rendered again when `isLoading` or `error` changes under it: after every
 * mount's revalidation, say, which ends with the same data. Destructuring all four, as the hooks
 * did, read every field.
 */
export function readLazily<T, E>(swr: ReadFields<T, E>): ReadFields<T, E> {
  return {
    get data() {
      return swr.data;
    },
    get error() {
      return swr.error;
    },
    get isLoading() {
      return swr.isLoading;
    },
    mutate: swr.mutate,
  };
}

/**
 * How long an early answer counts as a read just made: SWR's own window for not sending a read
 * again (its default `dedupingInterval`).
 */
export const EARLY_ANSWER_FRESH_MS = 2000;

/** The early answers written to the cache, by cache key: the answer and when. */
const adopted = new Map<string, { data: unknown; at: number }>();
/** A page load adopts a handful (its session reads); more means the marks are never read. */
const ADOPTED_MAX = 32;

/**
 * Whether the cache holds, under `key`, an answer the page's first module read (early-reads.ts),
 * fresh: written there when it has come in and the cache has nothing yet. The hooks that mount on
 * it within EARLY_ANSWER_FRESH_MS do not read it again, as SWR does not for a read it has just
 * made; later ones do, and so does every hook once SWR has put other data under the key.
 */
function holdsEarlyAnswer(cache: Cache, key: ApiKey, now = Date.now()): boolean {
  // Every render of every read hook asks. Marks past their window go first; once no early call is
  // held and none is marked, soon after the page loads, the answer is no without serialising the key.
  for (const [marked, { at }] of adopted) {
    if (now - at >= EARLY_ANSWER_FRESH_MS) adopted.delete(marked);
  }
  if (adopted.size === 0 && !holdsAnyEarly(now)) return false;
  const cacheKey = unstable_serialize(key);
  const entry = cache.get(cacheKey);
  const mark = adopted.get(cacheKey);
  if (mark) {
    if (entry !== undefined && entry.data === mark.data) return true;
    adopted.delete(cacheKey);
    return false;
  }
  if (entry?.data !== undefined) return false;
  const answer = takeEarlyAnswer(key, now);
  if (!answer) return false;
  cache.set(cacheKey, { ...entry, data: answer.value });
  if (adopted.size >= ADOPTED_MAX) adopted.delete(adopted.keys().next().value!);
  adopted.set(cacheKey, { data: answer.value, at: now });
  return true;
}

/** Runs `fetcher` under `key`; thrown values become ApiErrors. */
export function useApiQuery<T>(
  key: ApiKey | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): ApiQuery<T> {
  const { cache } = useSWRConfig();
  // Not while hydrating: the build rendered the page without any API answer.
  const hydrated = useHydrated();
  const early = hydrated && key !== null && holdsEarlyAnswer(cache, key);
  const swr = useSWR<T, ApiError, ApiKey | null>(
    key,
    async () => {
      try {
        const early = key ? (takeEarly(key) as Promise<T> | undefined) : undefined;
        return await (early ?? fetcher());
      } catch (thrown) {
        throw toApiError(thrown);
      }
    },
    // A hook that mounts on it, or whose key becomes its key (the session has arrived), shows it
    // without reading it again.
    early ? { ...config, revalidateIfStale: false } : config,
  );
  return readLazily(swr);
}
