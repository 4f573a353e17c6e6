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
  const ui = useUiText();
  if (!isStoreIdSegment(storeId)) return <NotFoundContent />;
  return (
    <Suspense fallback={<ScreenSkeleton label={ui.shell.loadingPage} withTitle />}>
      <LazyScreen />
    </Suspense>
  );
}
