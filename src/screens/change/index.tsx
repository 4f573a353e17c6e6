import { ContentScreen } from '../../render/layout/content-screen';

/** The change screen: its layout (content/screens/change.json) through the renderer. */
export default function ChangeScreen() {
  return <ContentScreen layoutId="change" />;
}
