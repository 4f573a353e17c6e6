import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) {
  console.error('FreshPass could not start: the #root element is missing.');
} else {
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
