import { use } from 'react';

/** A promise as React's `use` reads it: once fulfilled, `status` and `value` say so. */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A loader that runs `load` once and hands every caller the same promise, marked fulfilled with
 * its value once in, so React's `use` reads it at once on any later render instead of waiting a
 * tick. A failed load is not kept: the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => TrackedPromise<T> {
  let loading: TrackedPromise<T> | undefined;
  return () => {
    if (!loading) {
      const started: TrackedPromise<T> = load().then((value) => {
        started.status = 'fulfilled';
        started.value = value;
        return value;
      });
      loading = started;
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
}

/**
 * What `value` holds: itself, or its promise's value. A promise already in (as loadOnce marks it)
 * is read at once, without React's `use`, which a test's `act` counts as suspending even when
 * nothing waits; one still on its way is waited for with `use` (the nearest Suspense boundary).
 */
export function useLoaded<T>(value: T | Promise<T>): T {
  if (!(value instanceof Promise)) return value;
  const tracked = value as TrackedPromise<T>;
  return tracked.status === 'fulfilled' ? (tracked.value as T) : use(value);
}
