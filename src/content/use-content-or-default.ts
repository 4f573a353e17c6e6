import bundledConstants from '../../content/constants.json';
import { useLoaded } from '../lib/load-once';
import { bundledDefault, type LazyDefaultPath } from './bundled-defaults';
import type { ContentOf } from './content-types';
import { useContent } from './use-content';

/** Content paths with a bundled default. */
export type BundledContentPath = LazyDefaultPath | 'constants';

/**
 * Labels, the error catalogue and the constants, which the shell and screens read for themselves:
 * the banner's merged content once it is in (or the page carries it), and until then, or if it
 * failed (useContent logs that), the default file bundled at build time. So a slow or failing
 * content call never holds a screen in its loading state or leaves a message empty.
 * - The constants are small and read by screens whose page does not carry them: in the entry.
 * - The labels and the catalogue are loaded before a render that may need them
 *   (bundled-defaults.ts); one not in yet is waited for (React's `use`).
 */
export function useContentOrDefault<P extends BundledContentPath>(path: P): ContentOf<P> {
  const { data } = useContent(path);
  const bundled = useLoaded<unknown>(
    data === undefined && path !== 'constants' ? bundledDefault(path as LazyDefaultPath) : null,
  );
  if (data !== undefined) return data;
  return (path === 'constants' ? bundledConstants : bundled) as ContentOf<P>;
}
