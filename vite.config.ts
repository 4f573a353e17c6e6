import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sandboxDevPlugin } from './sandbox/vite-plugin.ts';
import { compileHintsPlugin } from './scripts/build/compile-hints-plugin.ts';
import { contentAssetsPlugin } from './scripts/build/content-assets-plugin.ts';
import { bannerThemesPlugin } from './scripts/build/banner-themes-plugin.ts';
import { bannersPlugin } from './scripts/build/banners-plugin.ts';
import { environmentPlugin } from './scripts/build/environment-plugin.ts';
import { logoSizePlugin } from './scripts/build/logo-size-plugin.ts';
import {
  EARLY_ENTRY_NAME,
  EARLY_MODULE,
  earlyModulePlugin,
} from './scripts/build/early-module-plugin.ts';
import { firstLoadChunkGroups } from './scripts/build/first-load-chunks.ts';
import { MARKDOWN_AS_TEXT } from './scripts/build/markdown-alias.ts';
import { VALIDATOR_GROUPS, validatorGroupTest } from './src/routes/validator-groups.ts';

/**
 * The "React floor": react, react-dom (with its scheduler) and react-router go to one vendor
 * chunk, so `npm run bench` can divide each route's first-load JavaScript by what React alone
 * costs in the same build. Everything else keeps Rolldown's automatic splitting, which leaves
 * rjsf, Ajv output and the card frame in the lazy chunks of the screens that import them.
 */
export const REACT_VENDOR_CHUNK = 'react-vendor';
const reactFloor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

/**
 * The editor preview exists in development and in builds for the local sandbox (an unset
 * VITE_FRESHPASS_ENV means local), never in a qa, stage or prod build: a compile-time constant,
 * so the bundler drops the preview's chunk from those builds altogether.
 */
export function previewEnabled(mode: string, env: string | undefined): boolean {
  return mode === 'development' || (env ?? 'local') === 'local';
}

/**
 * The sandbox panel (src/app/sandbox-panel, issue 16) follows the same rule as the preview: a
 * compile-time constant, so qa, stage and prod builds carry none of its code or labels.
 */
export function sandboxPanelEnabled(mode: string, env: string | undefined): boolean {
  return previewEnabled(mode, env);
}

/** The app build. In `npm run dev` the sandbox services are mounted on the same origin. */
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    environmentPlugin(),
    react(),
    sandboxDevPlugin(),
    contentAssetsPlugin(),
    logoSizePlugin(),
    bannerThemesPlugin(),
    bannersPlugin(),
    earlyModulePlugin(),
    compileHintsPlugin(),
  ],
  define: {
    __FRESHPASS_PREVIEW__: JSON.stringify(previewEnabled(mode, process.env.VITE_FRESHPASS_ENV)),
    __FRESHPASS_SANDBOX_PANEL__: JSON.stringify(
      sandboxPanelEnabled(mode, process.env.VITE_FRESHPASS_ENV),
    ),
  },
  resolve: {
    alias: [
      ...MARKDOWN_AS_TEXT,
      // The browser gets a small stand-in: src/lib/unicode-name-browser.ts says why.
      {
        find: /^unicode-name$/,
        replacement: fileURLToPath(new URL('./src/lib/unicode-name-browser.ts', import.meta.url)),
      },
    ],
  },
  server: { port: Number(process.env.PORT ?? 5173), host: true, allowedHosts: ['.localhost'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Never inline an asset as a data: URL (Vite inlines files under 4 KB, such as the banner
    // logos): the Content-Security-Policy allows images from the site itself only.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: scripts/bench/bundle.ts reads each route's chunk graph from it.
    manifest: true,
    rolldownOptions: {
      // The app (index.html) and the page's first module, which the HTML loads before it
      // (scripts/build/early-module-plugin.ts).
      input: { index: 'index.html', [EARLY_ENTRY_NAME]: EARLY_MODULE },
      output: {
        codeSplitting: {
          groups: [
            { name: REACT_VENDOR_CHUNK, test: reactFloor, priority: 10 },
            // Ajv's string-length helper, shared by the entry's validators and the lazy ones: in a
            // chunk of its own, or Rolldown folds it into a validator group the entry then imports.
            {
              name: 'ucs2length',
              test: /[\\/]ajv[\\/]dist[\\/]runtime[\\/]ucs2length\.js$/,
              priority: 6,
            },
            // Validators every first screen loads together: one chunk each group, smaller than
            // separate files (src/routes/validator-groups.ts).
            ...Object.keys(VALIDATOR_GROUPS).map((name) => ({
              name,
              test: validatorGroupTest(name),
              priority: 5,
            })),
            // What every page loads first, in two chunks rather than fifteen
            // (scripts/build/first-load-chunks.ts). The prerender's server build goes without.
            ...(isSsrBuild
              ? []
              : firstLoadChunkGroups(fileURLToPath(new URL(`./${EARLY_MODULE}`, import.meta.url)))),
          ],
        },
      },
    },
  },
}));
