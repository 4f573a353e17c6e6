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
