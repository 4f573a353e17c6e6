import bundledUiText from '../../../content/ui-text.json';
import { useContent } from '../../content/use-content';
import type { UiText } from '../../content/content-types';

/**
 * The shell's labels: the banner's merged ui-text from the content service, and until it arrives
 * (or if it fails) the default file bundled at build time, so the skip link and navigation are
 * never unlabelled.
 */
export function useUiText(): UiText {
  const { data } = useContent('ui-text');
  return data ?? (bundledUiText as UiText);
}
