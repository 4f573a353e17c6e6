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
