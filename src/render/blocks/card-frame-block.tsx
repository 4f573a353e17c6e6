import { lazy, Suspense } from 'react';
import { defineBlock } from '../block-definition';
import { FormSkeleton } from '../forms/form-skeleton';
import type { CardFrameProps } from './card-frame/card-frame';

// Only the payment steps load the frame's code, so other routes never carry it.
const CardFrame = lazy(() => import('./card-frame/card-frame'));

function LazyCardFrame(props: CardFrameProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <CardFrame {...props} />
    </Suspense>
  );
}

/** The token service's embedded card frame; the token goes to the screen's named action. */
export const cardFrameBlock = defineBlock({
  type: 'cardFrame',
  reserve: 340,
  component: LazyCardFrame,
  toProps: (raw: CardFrameProps) => raw,
});
