import { apiDataSources, RenderEnvProvider } from '../../render';
import { ContentScreen } from '../../render/layout/content-screen';

const sources = { dataSources: apiDataSources };

/**
 * The FAQ (content/screens/freshpass-faq.json): the FAQ content in accordion sections and the two
 * buttons of spec §2, all from content.
 */
export default function FreshpassFaqScreen() {
  return (
    <RenderEnvProvider env={sources}>
      <ContentScreen layoutId="freshpass-faq" />
    </RenderEnvProvider>
  );
}
