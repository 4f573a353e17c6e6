import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { loadBundledDefaults } from '../src/content/bundled-defaults';

// The app loads the bundled labels and catalogue before it renders (src/main.tsx); so do the tests.
await loadBundledDefaults();

afterEach(() => cleanup());

/**
 * The test files of a worker share one jsdom (vitest.config.ts, `isolate: false`): what a file
 * left in the page, the globals or the clock is undone before the next file starts.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});
