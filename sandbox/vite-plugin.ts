import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import { createSandbox, isSandboxPath } from './app';

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
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (isSandboxPath(path)) void listener(req, res);
        else next();
      });
    },
  };
}
