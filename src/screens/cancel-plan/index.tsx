import { useContent } from '../../content/use-content';
import { Screen } from '../../render/layout/layout-renderer';
import { useRenderEnv } from '../../render/render-env';

/**
 * The cancel-plan screen, thin for now: its layout (content/screens/cancel-plan.json) through the renderer, titled
 * from the layout. Issue 6 adds the screen's data sources and actions.
 */
export default function CancelPlanScreen() {
  const { data: layout, error } = useContent('screens/cancel-plan');
  const env = useRenderEnv();
  if (error) {
    return (
      <p role="alert" className="fp-screen-error">
        {env.blockErrorMessage}
      </p>
    );
  }
  if (!layout) {
    return (
      <p role="status" className="fp-screen-loading">
        {env.labels.loading}
      </p>
    );
  }
  return (
    <>
      <h1>{layout.title}</h1>
      <Screen layout={layout} />
    </>
  );
}
