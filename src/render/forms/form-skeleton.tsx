import { useRenderEnv } from '../render-env';

/** The space a form takes while its chunk loads, so the page does not jump when it appears. */
export function FormSkeleton() {
  const { labels } = useRenderEnv();
  return (
    <div
      className="fp-skeleton"
      role="status"
      aria-busy="true"
      aria-label={labels.loading}
      style={{ minHeight: 240 }}
    />
  );
}
