import { ContentScreen } from '../../render/layout/content-screen';

/** The confirmation screen: its layout (content/screens/confirmation.json) through the renderer. */
export default function ConfirmationScreen() {
  return <ContentScreen layoutId="confirmation" />;
}
