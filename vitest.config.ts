import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bannerThemesPlugin } from './scripts/build/banner-themes-plugin.ts';
import { bannersPlugin } from './scripts/build/banners-plugin.ts';
import { logoSizePlugin } from './scripts/build/logo-size-plugin.ts';
import { MARKDOWN_AS_TEXT } from './scripts/build/markdown-alias.ts';

/** Unit and component tests: browser code in jsdom, the sandbox, the server and scripts in Node. */
export default defineConfig({
  plugins: [react(), logoSizePlugin(), bannerThemesPlugin(), bannersPlugin()],
  resolve: { alias: MARKDOWN_AS_TEXT },
  // Component tests run as a development build does, preview included (see vite.config.ts).
  define: { __FRESHPASS_PREVIEW__: 'true', __FRESHPASS_SANDBOX_PANEL__: 'true' },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: one worker on this two-core machine,
    // with the other core idle (user time equalled wall time). Two workers took the unit tests
    // from 122 s to about 84 s (docs/decisions/unit-tests-on-both-cores.md).
    maxWorkers: 2,
    // The 5 s default fails tests that run the real content gate or a build when the 2 cores are
    // busy (a CI run beside other work): a slow pass is still a pass, a hang still fails.
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
          exclude: ['src/routes/**', '**/*.isolated.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: ['tests/setup-dom.ts'],
          // The files of a worker share one jsdom and one module graph: setting up a jsdom, React
          // and Testing Library for each of 93 files was four fifths of this project's time (181 s
          // against 36 s; docs/decisions.md). tests/setup-dom.ts undoes what a file leaves behind.
          // A file that replaces modules (vi.mock) is named *.isolated.test.* and runs apart.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace modules (vi.mock), or read a module's own state from empty, get a
          // module graph of their own.
          name: 'dom-isolated',
          environment: 'jsdom',
          include: ['src/**/*.isolated.test.{ts,tsx}'],
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
            'shared-node/**/*.test.ts',
            'tests/e2e/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: ['**/*.isolated.test.ts', '**/node_modules/**'],
          // As the dom project: one module graph per worker (78 s against 43 s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: [
            'scripts/**/*.isolated.test.ts',
            'shared-node/**/*.isolated.test.ts',
            'sandbox/**/*.isolated.test.ts',
            'server/**/*.isolated.test.ts',
          ],
        },
      },
    ],
  },
});
