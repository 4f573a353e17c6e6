import { ContentScreen } from '../../render/layout/content-screen';

/**
 * Government assistance (content/screens/govassist.json): how the SNAP plan works, the easy steps
 * from content/snap-easy-steps.json and the link to SNAP verification.
 */
export default function GovassistScreen() {
  return <ContentScreen layoutId="govassist" />;
}
