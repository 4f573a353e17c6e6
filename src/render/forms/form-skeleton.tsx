import { reserveClass } from '../layout/reserve';
import { useRenderEnv } from '../render-env';

/**
 * The space a form takes while its chunk loads, so the page does not jump when it appears:
 * hidden from screen readers, which hear a polite busy status instead.
 */
export function FormSkeleton() {
  const { labels } = useRenderEnv();
  return (
    <div className="fp-block-loading" aria-busy="true">
      <span role="status" className="fp-visually-hidden">
        {labels.loading}
      </span>
      <div className={`fp-skeleton ${reserveClass(240)}`} aria-hidden="true" />
    </div>
  );
}
