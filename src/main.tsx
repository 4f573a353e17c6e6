import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionLookup } from './app/early-session';

const root = document.getElementById('root');
if (!root) {
  console.error('FreshPass could not start: the #root element is missing.');
} else {
  try {
    startSessionLookup(window.location);
  } catch (error) {
    // Only a head start: the session hook makes the call itself if this could not.
    console.error('FreshPass could not start the session lookup early:', error);
  }
  try {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    // Spec §8: a bootstrap failure is logged to the console.
    console.error('FreshPass could not start:', error);
  }
}

// The sandbox panel (sandbox and development builds only; the constant drops this branch and its
// chunk from qa, stage and prod builds): its own root beside the app's, mounted after the page
// has loaded, so it is never part of the HTML the app renders or hydrates.
if (__FRESHPASS_SANDBOX_PANEL__) {
  const mountPanel = () =>
    void import('./app/sandbox-panel/mount').then(
      (panel) => panel.mountSandboxPanel(),
      (error: unknown) => console.error('The sandbox panel could not load:', error),
    );
  if (document.readyState === 'complete') mountPanel();
  else window.addEventListener('load', mountPanel, { once: true });
}
