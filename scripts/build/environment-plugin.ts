/**
 * The build's environment (issue 24, items 9 and 10). `VITE_FRESHPASS_ENV` names one of
 * src/api/environments.json; an unknown name stops the build (and the dev server) at once with
 * the valid names, instead of building as `local` with the sandbox's test controls. The app's
 * bundle gets a table holding that environment alone, so a qa2 build carries no other
 * environment's API hosts or subscription keys, and a local one none at all.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { environmentNames, getEnvironment } from '../../src/api/environment.ts';

/** The environments file the app's src/api/environment.ts imports. */
export const ENVIRONMENTS_FILE = resolve(import.meta.dirname, '../../src/api/environments.json');

/** The JSON text of the table a build of `name` carries: that environment alone. */
export function environmentTableFor(name: string | undefined, fullTable: string): string {
  const chosen = name || 'local';
  getEnvironment(chosen); // throws for an unknown name, listing the valid ones
  const table = JSON.parse(fullTable) as Record<string, unknown>;
  return JSON.stringify({ [chosen]: table[chosen] });
}

/** The Vite plugin (build and dev server; vitest reads the whole table). */
export function environmentPlugin(name = process.env.VITE_FRESHPASS_ENV): Plugin {
  return {
    name: 'freshpass-environment',
    enforce: 'pre',
    config() {
      getEnvironment(name);
    },
    load(id) {
      if (id.split('?')[0] !== ENVIRONMENTS_FILE) return undefined;
      return environmentTableFor(name, readFileSync(ENVIRONMENTS_FILE, 'utf8'));
    },
  };
}

/**
 * What only other environments' builds may hold: each other environment's subscription key and
 * its API, content and card-frame origins (the tests look for them in a build's files).
 */
export function otherEnvironmentTraces(own: string): string[] {
  return environmentNames()
    .filter((name) => name !== own)
    .flatMap((name) => {
      const other = getEnvironment(name);
      const origins = [other.apiBase, other.contentBase, other.cardFrameUrl]
        .filter((url) => /^https?:/.test(url))
        .map((url) => new URL(url).origin);
      return [other.subscriptionKey, ...origins];
    });
}
