import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bannerThemesPlugin } from './scripts/build/banner-themes-plugin.ts';
import { logoSizePlugin } from './scripts/build/logo-size-plugin.ts';
import { MARKDOWN_AS_TEXT } from './scripts/build/markdown-alias.ts';

/** Unit and component tests: browser code in jsdom, the sandbox, the server and scripts in Node. */
export default defineConfig({
  plugins: [react(), logoSizePlugin(), bannerThemesPlugin()],
  resolve: { alias: MARKDOWN_AS_TEXT },
  // Component tests run as a development build does, preview included (see vite.config.ts).
  define: { __FRESHPASS_PREVIEW__: 'true', __FRESHPASS_SANDBOX_PANEL__: 'true' },
  test: {
    globals: true,
    // The precompiled validators are built, not committed: write them on a fresh clone.
    globalSetup: ['scripts/codegen/ensure-built.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // src/routes is pure and must run in Node: its tests run there, without a DOM.
          exclude: ['src/routes/**', '**/node_modules/**'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/routes/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/e2e/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
