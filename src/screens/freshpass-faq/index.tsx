import { ContentScreen } from '../../render/layout/content-screen';

/**
 * The FAQ (content/screens/freshpass-faq.json): the FAQ content in accordion sections and the two
 * buttons of contract §2, all from content.
 */
export default function FreshpassFaqScreen() {
  return <ContentScreen layoutId="freshpass-faq" />;
}
