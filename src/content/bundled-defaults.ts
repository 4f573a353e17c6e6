/**
 * The default labels and error catalogue bundled at build time, for content nothing may wait on
 * (use-content-or-default.ts). Each is a chunk of its own (about 2 KB gzip together), loaded only
 * where a page does not carry it, and every prerendered page carries both: src/main.tsx loads them
 * before it renders such a page, and the prerender before it writes one.
 */
import { loadOnce, type TrackedPromise } from '../lib/load-once';
import type { ContentOf } from './content-types';

const LAZY = {
  'error-catalogue': loadOnce(
    async () =>
      (await import('../../content/error-catalogue.json'))
        .default as unknown as ContentOf<'error-catalogue'>,
  ),
  'ui-text': loadOnce(
    async () => (await import('../../content/ui-text.json')).default as ContentOf<'ui-text'>,
  ),
};

/** A path whose bundled default is loaded on demand. */
export type LazyDefaultPath = keyof typeof LAZY;

/** The paths whose bundled default is loaded on demand. */
export const LAZY_DEFAULT_PATHS = Object.keys(LAZY) as LazyDefaultPath[];

/** The bundled default of `path`: the same promise every call, read by React's `use` at once when in. */
export function bundledDefault<P extends LazyDefaultPath>(path: P): TrackedPromise<ContentOf<P>> {
  return LAZY[path]() as TrackedPromise<ContentOf<P>>;
}

/** Loads the bundled defaults of `paths` (all of them by default) before a render needs them. */
export function loadBundledDefaults(
  paths: readonly string[] = LAZY_DEFAULT_PATHS,
): Promise<unknown[]> {
  return Promise.all(
    LAZY_DEFAULT_PATHS.filter((path) => paths.includes(path)).map((path) => LAZY[path]()),
  );
}
