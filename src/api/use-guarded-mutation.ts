/**
 * The mutation hook every write uses: one send at a time (a double click gets the first send's
 * promise back instead of a second request), errors kept as state, and on success the resources
 * the write changed are revalidated.
 */
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { toApiError, type ApiError } from './errors';

/** What a trigger resolves to; it never rejects, so click handlers need no try/catch. */
export type MutationResult<R> = { ok: true; data: R } | { ok: false; error: ApiError };

/** What the mutation hooks return. */
export interface GuardedMutation<A, R> {
  trigger: (arg: A) => Promise<MutationResult<R>>;
  isMutating: boolean;
  error: ApiError | undefined;
  data: R | undefined;
  /** Forgets the last error and data (e.g. when the shopper edits the form again). */
  reset: () => void;
}

/** Wraps a send function; `revalidate` picks the SWR keys to refresh after success. */
export function useGuardedMutation<A, R>(
  send: (arg: A) => Promise<R>,
  revalidate: (key: unknown) => boolean,
): GuardedMutation<A, R> {
  const { mutate } = useSWRConfig();
  const inFlight = useRef<Promise<MutationResult<R>> | null>(null);
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<ApiError>();
  const [data, setData] = useState<R>();

  const trigger = useCallback(
    (arg: A): Promise<MutationResult<R>> => {
      if (inFlight.current) return inFlight.current;
      setMutating(true);
      setError(undefined);
      const run = (async (): Promise<MutationResult<R>> => {
        try {
          const result = await send(arg);
          setData(result);
          await mutate(revalidate);
          return { ok: true, data: result };
        } catch (thrown) {
          const apiError = toApiError(thrown);
          setError(apiError);
          return { ok: false, error: apiError };
        } finally {
          inFlight.current = null;
          setMutating(false);
        }
      })();
      inFlight.current = run;
      return run;
    },
    [send, mutate, revalidate],
  );

  const reset = useCallback(() => {
    setError(undefined);
    setData(undefined);
  }, []);

  return { trigger, isMutating, error, data, reset };
}
