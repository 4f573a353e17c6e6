/** What a data hook answers, the common part of SWR's result. */
export interface DataState {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  /** Reads the data again (SWR's `mutate()`), for "Try again" after a failure. */
  mutate?: () => Promise<unknown>;
}

/** A hook the renderer can call for a block's `data`; `arg` is the path of `content:<path>`. */
export type DataHook = (arg?: string) => DataState;

/**
 * Data source name → hook. Names are fixed by docs/architecture.md: `subscription`, `plans`,
 * `cancelReasons`, `partnerOffers`, `profile`, `paymentMethods`, `terms`, `discountPlan`, and
 * `content` for `content:<path>`.
 */
export type DataSourceHooks = Readonly<Record<string, DataHook>>;

/** Splits `content:faq` into the hook name `content` and its argument `faq`. */
export function parseDataSource(source: string): { name: string; arg?: string } {
  const colon = source.indexOf(':');
  return colon < 0
    ? { name: source }
    : { name: source.slice(0, colon), arg: source.slice(colon + 1) };
}
