import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sandboxDevPlugin } from './sandbox/vite-plugin';

/** The app build. In `npm run dev` the sandbox services are mounted on the same origin. */
export default defineConfig({
  plugins: [react(), sandboxDevPlugin()],
  server: { port: Number(process.env.PORT ?? 5173), host: true, allowedHosts: ['.localhost'] },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
