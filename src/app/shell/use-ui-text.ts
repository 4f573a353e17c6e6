import { useContentOrDefault } from '../../content/use-content-or-default';
import type { UiText } from '../../content/content-types';

/**
 * The shell's labels: the banner's merged ui-text from the content service, and until it arrives
 * (or if it fails) the default file bundled at build time, so the skip link and navigation are
 * never unlabelled.
 */
export function useUiText(): UiText {
  return useContentOrDefault('ui-text');
}
