/**
 * The banners as one module: `import banners from 'virtual:banners'` gives every banners/<id>.json
 * that passes the banner schema, sorted by `order` then id (the first is the fallback host's).
 *
 * Checked here, when the app is built, with the same precompiled validator the browser used to run
 * on every page load: the page no longer downloads it (about 2.7 KB gzip of the entry) nor spends
 * 10–15 ms of a phone's first task on it (issue 23). A banner that fails is left out, as before,
 * with a build warning naming its file, the JSON pointer and the problem; `npm run validate` (the
 * QA gate) refuses it with the fix. A file that is not a JSON object stops the build, naming its
 * file, line and column (shared-node/content-files.ts).
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { byBannerOrder, readBannerFiles } from '../../shared-node/content-files.ts';
import type { JsonObject } from '../../src/lib/deep-merge.ts';
import { validate as validateBanner } from '../../src/content/generated/validators/banner.js';
import { virtualModulePlugin } from './virtual-module.ts';

/** The import that gives the banners. */
export const BANNERS_MODULE = 'virtual:banners';
const RESOLVED = '\0virtual:banners';

interface Checked {
  /** The banners that pass the schema, in order. */
  banners: JsonObject[];
  /** One line per banner left out: its file, the pointer and the problem. */
  problems: string[];
}

/** Keeps the banners that pass the banner schema (without `$schema`), sorted by order then id. */
export function checkBanners(files: Readonly<Record<string, JsonObject>>): Checked {
  const banners: JsonObject[] = [];
  const problems: string[] = [];
  for (const [file, value] of Object.entries(files)) {
    if (validateBanner(value)) {
      // `$schema` points an editor at the schema; the page never reads it.
      banners.push(Object.fromEntries(Object.entries(value).filter(([key]) => key !== '$schema')));
      continue;
    }
    const first = validateBanner.errors?.[0];
    problems.push(
      `Banner ${file} is invalid at "${first?.instancePath ?? ''}": ${first?.message ?? 'unknown problem'}; it is left out (npm run validate names the fix).`,
    );
  }
  return { banners: banners.sort(byBannerOrder), problems };
}

/** The Vite plugin (build, SSR build, dev server and vitest). */
export function bannersPlugin(): Plugin {
  return virtualModulePlugin({
    name: 'freshpass-banners',
    id: BANNERS_MODULE,
    resolved: RESOLVED,
    folder: 'banners',
    load(context, root) {
      const files = readBannerFiles(root);
      // Each file, not the folder: Vite's dev server resolves what a JS module watches as imports.
      // A banner added or removed is the `folder`'s (the dev server), or the rebuild `npm start`
      // runs on a banner change.
      for (const file of Object.keys(files)) context.addWatchFile(join(root, file));
      const { banners, problems } = checkBanners(files);
      for (const problem of problems) context.warn(problem);
      return `export default ${JSON.stringify(banners)};\n`;
    },
  });
}
