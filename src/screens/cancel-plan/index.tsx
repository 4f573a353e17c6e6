import { ContentScreen } from '../../render/layout/content-screen';

/** The cancel-plan screen: its layout (content/screens/cancel-plan.json) through the renderer. */
export default function CancelPlanScreen() {
  return <ContentScreen layoutId="cancel-plan" />;
}
