/**
 * Mounts the sandbox panel in its own element and React root beside the app's, once the app has
 * rendered (src/main.tsx imports this lazily, in sandbox and development builds only), so the
 * server-rendered page the app hydrates never contains it.
 */
import { createRoot } from 'react-dom/client';
import labels from '../../../content/sandbox-panel.json';
import type { SandboxPanel as Labels } from '../../content/generated/types/sandbox-panel';
import { bannerForHost, banners } from '../../content/banners';
import { SandboxPanel } from './sandbox-panel';

/** Adds the panel to the page (once). */
export function mountSandboxPanel(): void {
  if (document.getElementById('fp-sandbox-panel')) return;
  const host = document.createElement('div');
  host.id = 'fp-sandbox-panel';
  document.body.append(host);
  createRoot(host).render(
    <SandboxPanel
      labels={labels as Labels}
      banners={banners.map((b) => b.id)}
      currentBanner={bannerForHost(window.location.host).id}
    />,
  );
}
