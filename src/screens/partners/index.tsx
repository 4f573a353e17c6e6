import { ContentScreen } from '../../render/layout/content-screen';

/**
 * The loyalty program's partner list (content/screens/partners.json): the partner offers of this
 * banner's type and the freshpass program, each leading to its partner's page, and the ways back.
 */
export default function PartnersScreen() {
  return <ContentScreen layoutId="partners" />;
}
