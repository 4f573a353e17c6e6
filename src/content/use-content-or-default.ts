import bundledCatalogue from '../../content/error-catalogue.json';
import bundledConstants from '../../content/constants.json';
import bundledUiText from '../../content/ui-text.json';
import type { ContentOf } from './content-types';
import { useContent } from './use-content';

/** The default files bundled at build time, for content nothing may wait on. */
const BUNDLED = {
  'error-catalogue': bundledCatalogue,
  constants: bundledConstants,
  'ui-text': bundledUiText,
} as const;

/** Content paths with a bundled default. */
export type BundledContentPath = keyof typeof BUNDLED;

/**
 * Labels, the error catalogue and the constants, which the shell and screens read for themselves:
 * the banner's merged content once it is in, and until then, or if it failed (useContent logs
 * that), the default file bundled at build time. So a slow or failing content call never holds a
 * screen in its loading state or leaves a message empty.
 */
export function useContentOrDefault<P extends BundledContentPath>(path: P): ContentOf<P> {
  const { data } = useContent(path);
  return data ?? (BUNDLED[path] as unknown as ContentOf<P>);
}
