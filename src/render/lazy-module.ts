import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * A lazily imported module that is loaded once and then read synchronously, so a block whose
 * screen prepared it renders in the first pass (rich text, the form renderer). A failed import is
 * forgotten, so the next render tries again.
 */
export interface LazyModule<M> {
  /** Starts the import (once) and resolves with the module. */
  load(): Promise<M>;
  /** The module when it has loaded, else undefined. */
  loaded(): M | undefined;
}

/** Wraps a dynamic `import()` so it is loaded once and readable synchronously afterwards. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * A lazy module in a component without Suspense: undefined (draw a placeholder) until it has
 * loaded, then the module, starting the load on mount. React holds back what replaces a Suspense
 * fallback for 300 ms after the fallback showed (FALLBACK_THROTTLE_MS), however soon the chunk
 * came; a placeholder drawn from state is replaced as soon as the module is in
 * (docs/decisions/screen-code-before-the-move.md). A page being hydrated reads undefined, as the
 * server drew it. A failed import is thrown while rendering, into the nearest error boundary.
 */
export function useLazyModule<M>(lazy: LazyModule<M>, enabled = true): M | undefined {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!enabled || lazy.loaded()) return () => undefined;
      let current = true;
      lazy.load().then(
        () => {
          if (current) changed();
        },
        (error: unknown) => {
          if (current) setFailure({ error });
        },
      );
      return () => {
        current = false;
      };
    },
    [lazy, enabled],
  );
  const module = useSyncExternalStore(subscribe, lazy.loaded, noModule);
  if (failure) throw failure.error;
  return module;
}

const noModule = () => undefined;
