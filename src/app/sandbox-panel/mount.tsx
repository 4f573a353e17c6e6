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

/**
 * What marks a screen still filling in: its loading state, skeletons, a busy region, and a page
 * drawn for an audience it assumed (a newcomer's page that a member's shorter notice replaces
 * when the subscription answers: a panel below it would then move up, issue 27).
 */
const BUSY = '.fp-screen-loading, .fp-skeleton, [aria-busy="true"], [data-audience-assumed]';
/** How long the app's DOM must stay still before the panel goes in below it. */
const QUIET_MS = 250;
/** The panel goes in by then whatever the page is doing (a countdown never stops changing it). */
const AT_MOST_MS = 4000;

/**
 * Calls `then` once the app's screen has settled: nothing busy and no change for QUIET_MS. The
 * panel sits at the end of the page, so a panel added while a screen still grows would be pushed
 * down by every block that arrives, a layout shift the shopper's page does not have.
 */
export function whenSettled(root: Element, then: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(cap);
    then();
  };
  const check = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!root.querySelector(BUSY)) done();
    }, QUIET_MS);
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  const cap = setTimeout(done, AT_MOST_MS);
  check();
}

/** Adds the panel to the page (once), after the app's screen has settled. */
export function mountSandboxPanel(): void {
  const root = document.getElementById('root');
  if (root) whenSettled(root, addPanel);
  else addPanel();
}

function addPanel(): void {
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
