import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApiProvider } from '../api/api-provider';
import { BannerProvider, useBanner } from '../content/banner-context';
import '../render/styles';
import { createAppRouter } from './routes/router';
import './shell/shell.css';

function WithApi() {
  const { banner } = useBanner();
  const [router] = useState(createAppRouter);
  return (
    <ApiProvider banner={banner.id}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}

/** The app root: banner from the host, the API client for that banner, then the routes. */
export function App() {
  return (
    <BannerProvider>
      <WithApi />
    </BannerProvider>
  );
}
