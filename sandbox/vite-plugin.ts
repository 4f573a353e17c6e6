import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import { createSandbox, isSandboxPath } from './app.ts';

const viteQueryFlags = [
  'import',
  'raw',
  'url',
  'inline',
  'worker',
  'direct',
  'html-proxy',
  't',
  'v',
];

/**
 * True for requests Vite must answer itself even under a sandbox prefix: module imports such as
 * `/content/error-catalogue.json?import` from `import catalogue from '…/content/…json'`.
 */
export function isViteModuleRequest(url: string): boolean {
  const query = new URL(url, 'http://dev.localhost').searchParams;
  return viteQueryFlags.some((flag) => query.has(flag));
}

/** True when the dev server should hand a request to the sandbox. */
export function sandboxHandles(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return isSandboxPath(path) && !isViteModuleRequest(url);
}

/**
 * Mounts the sandbox services on the Vite dev server, same origin as the app, so `npm run dev`
 * behaves like `npm start` (without the production security headers, which would block HMR).
 */
export function sandboxDevPlugin(): Plugin {
  return {
    name: 'freshpass-sandbox',
    apply: 'serve',
    configureServer(server) {
      const { app } = createSandbox();
      const listener = getRequestListener(app.fetch);
      server.middlewares.use((req, res, next) => {
        if (sandboxHandles(req.url ?? '/')) void listener(req, res);
        else next();
      });
    },
  };
}
