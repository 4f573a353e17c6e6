import { ContentScreen } from '../../render/layout/content-screen';

/** The manage screen: its layout (content/screens/manage.json) through the renderer. */
export default function ManageScreen() {
  return <ContentScreen layoutId="manage" />;
}
