import type { ContentPath } from '../../content/content-types';
import { useContent } from '../../content/use-content';
import type { ScreenLayout } from '../block-definition';
import { Screen } from '../layout/layout-renderer';
import text from './preview-text.json';

/** A screen from the content service for the banner in force (inside PreviewCanvas). */
export function ContentScreen({ name }: { name: string }) {
  const { data, error, isLoading } = useContent(`screens/${name}` as ContentPath);
  if (error) return <p role="alert">{text.loadFailed.replace('{message}', error.detail)}</p>;
  if (isLoading || !data) return <p role="status">{text.loading}</p>;
  return <Screen layout={data as ScreenLayout} />;
}
