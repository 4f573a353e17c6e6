import { useEffect, useState } from 'react';
import type { ContentPath } from '../../content/content-types';
import { useContent } from '../../content/use-content';
import type { ScreenLayout } from '../block-definition';
import { Screen } from '../layout/layout-renderer';
import { loadFixture } from './layout-sources';
import text from './preview-text.json';

/** A screen from the content service for the banner in force (inside PreviewCanvas). */
export function ContentScreen({ name }: { name: string }) {
  const { data, error, isLoading } = useContent(`screens/${name}` as ContentPath);
  if (error) return <p role="alert">{text.loadFailed.replace('{message}', error.detail)}</p>;
  if (isLoading || !data) return <p role="status">{text.loading}</p>;
  return <Screen layout={data as ScreenLayout} />;
}

/** A fixture layout from tests/fixtures/layouts/. */
export function FixtureScreen({ name }: { name: string }) {
  const [state, setState] = useState<{ name: string; layout?: ScreenLayout; error?: string }>({
    name,
  });
  useEffect(() => {
    let live = true;
    loadFixture(name).then(
      (layout) => live && setState({ name, layout }),
      (error: unknown) => live && setState({ name, error: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (state.name === name && state.error) {
    return <p role="alert">{text.loadFailed.replace('{message}', state.error)}</p>;
  }
  if (state.name !== name || !state.layout) return <p role="status">{text.loading}</p>;
  return <Screen layout={state.layout} />;
}
