import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiProvider } from '../api/api-provider';
import { BannerProvider, useBanner } from '../content/banner-context';
import { contentFallback } from '../content/use-content';
import { markAppLive } from '../lib/early-clicks';
import '../render/styles';
import { createAppRouter } from './routes/router';
import './shell/shell.css';

/** The router the app renders: the browser's, or a memory router at one path (the prerender). */
type AppRouter = ReturnType<typeof createAppRouter>;

function WithApi({ createRouter }: { createRouter: () => AppRouter }) {
  const { banner } = useBanner();
  const [router] = useState(createRouter);
  return (
    <ApiProvider banner={banner.id}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}

/** What a page hands the app besides the host: see src/app/page-data.ts. */
export interface AppProps {
  /** The banner the page was rendered for (default: the one the host names). */
  bannerId?: string;
  /**
   * Content the page carries, by path: the first screen renders from it (SWR `fallback`) in the
   * same pass on the server and in the browser, and each value is still read again once mounted.
   */
  content?: Readonly<Record<string, unknown>>;
  /** The router (default: the browser's). */
  createRouter?: () => AppRouter;
}

const noContent: Readonly<Record<string, unknown>> = {};

function WithContent({ content, createRouter }: Required<Omit<AppProps, 'bannerId'>>) {
  const { banner } = useBanner();
  const config = useMemo(
    () => ({ fallback: contentFallback(banner.id, content) }),
    [banner.id, content],
  );
  return (
    <SWRConfig value={config}>
      <WithApi createRouter={createRouter} />
    </SWRConfig>
  );
}

/** The app root: banner from the host, the page's content, the API client, then the routes. */
export function App({ bannerId, content = noContent, createRouter = createAppRouter }: AppProps) {
  // After the first commit every handler is in place: a press held before then is made again
  // (src/lib/early-clicks.ts). The root's effect runs after all of its children's.
  useEffect(() => markAppLive(document), []);
  return (
    <BannerProvider bannerId={bannerId}>
      <WithContent content={content} createRouter={createRouter} />
    </BannerProvider>
  );
}
