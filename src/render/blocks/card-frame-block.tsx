import { defineBlock } from '../block-definition';
import { lazyModule, useLazyModule } from '../lazy-module';
import { useRenderEnv } from '../render-env';
import type { CardFrameProps } from './card-frame/card-frame';

// Only the payment steps load the frame's code, so other routes never carry it.
const cardFrame = lazyModule(() => import('./card-frame/card-frame'));

/**
 * What shows while the frame's chunk loads: the same heading and note, and a box of the frame's
 * size, so nothing under the block moves when the frame replaces it. Inside a loading skeleton
 * (drawingOnly) it is the whole block: no frame, so nothing loads, posts or takes focus, and no
 * busy status of its own (the skeleton has the page's one).
 */
function CardFramePlaceholder({ heading, note }: Pick<CardFrameProps, 'heading' | 'note'>) {
  const { labels, drawingOnly } = useRenderEnv();
  return (
    <div className="fp-card-frame">
      {heading ? <h2>{heading}</h2> : null}
      {note ? <p className="fp-card-frame__note">{note}</p> : null}
      <div className="fp-block-loading" aria-busy={drawingOnly ? undefined : true}>
        {drawingOnly ? null : (
          <span role="status" className="fp-visually-hidden">
            {labels.loading}
          </span>
        )}
        <div className="fp-skeleton fp-card-frame__placeholder" aria-hidden="true" />
      </div>
    </div>
  );
}

/** The frame once its chunk is in; the placeholder until then (no Suspense: see useLazyModule). */
function LazyCardFrame(props: CardFrameProps) {
  const { drawingOnly } = useRenderEnv();
  const CardFrame = useLazyModule(cardFrame, !drawingOnly)?.default;
  if (drawingOnly || !CardFrame)
    return <CardFramePlaceholder heading={props.heading} note={props.note} />;
  return <CardFrame {...props} />;
}

/** The token service's embedded card frame; the token goes to the screen's named action. */
export const cardFrameBlock = defineBlock({
  type: 'cardFrame',
  reserve: 340,
  component: LazyCardFrame,
  toProps: (raw) => raw,
});
