import { ContentScreen } from '../../render/layout/content-screen';

/**
 * Expedia's partner page (content/screens/partner-expedia.json): what the partnership gives and
 * the link to the partner landing with Expedia's code and audience, all from content.
 */
export default function PartnerExpediaScreen() {
  return <ContentScreen layoutId="partner-expedia" />;
}
