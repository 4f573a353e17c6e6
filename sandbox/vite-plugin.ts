import type { Plugin } from 'vite';

/** Mounts the sandbox services on the Vite dev server (filled in by the sandbox work). */
export function sandboxDevPlugin(): Plugin {
  return { name: 'freshpass-sandbox' };
}
