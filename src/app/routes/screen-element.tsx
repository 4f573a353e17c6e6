import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { isStoreIdSegment } from '../../lib/route-params';
import { ScreenSkeleton } from '../../render/layout/screen-skeleton';
import { NotFoundContent } from '../shell/not-found';
import { useUiText } from '../shell/use-ui-text';

/**
 * Renders a (possibly lazy) screen, or the not-found content when the trailing segment is not a store id
 * (so `/freshpass/manage/typo` is a 404, not the manage screen).
 */
export function ScreenElement({ screen: LazyScreen }: { screen: ComponentType }) {
  const { storeId } = useParams();
  if (!isStoreIdSegment(storeId)) return <NotFoundContent />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <LazyScreen />
    </Suspense>
  );
}

/**
 * The page's loading state while a screen's code loads: the Suspense fallback above, and what the
 * router draws while the first screen of a page rendered afresh (not hydrated) is still loading.
 */
export function ScreenLoading() {
  const ui = useUiText();
  return <ScreenSkeleton label={ui.shell.loadingPage} withTitle />;
}
