/**
 * Ships content images (content/assets/) with the app: the build writes each file to
 * dist/content-assets/<file> under its own name (content refers to it by that path), and the dev
 * server answers the same path from the folder. `npm start` then serves them as plain files of
 * dist/, from the page's own origin, which is all the Content-Security-Policy allows for images.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  CONTENT_ASSETS_DIR,
  CONTENT_ASSETS_URL,
  contentAssetName,
  contentAssetType,
} from '../../src/content/content-assets.ts';

/** The image files of content/assets/ under `root` that content may reference, sorted. */
export function listContentAssets(root: string): string[] {
  const dir = join(root, CONTENT_ASSETS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => contentAssetType(name) !== undefined)
    .sort();
}

/** The file a request path asks for, with its content type; undefined when there is none. */
export function readContentAsset(
  root: string,
  urlPath: string,
): { type: string; body: Buffer } | undefined {
  const name = contentAssetName(urlPath);
  const type = name ? contentAssetType(name) : undefined;
  if (!name || !type) return undefined;
  const file = join(root, CONTENT_ASSETS_DIR, name);
  return existsSync(file) ? { type, body: readFileSync(file) } : undefined;
}

/** The Vite plugin: copy into the build, serve in development. */
export function contentAssetsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'freshpass-content-assets',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (!path.startsWith(CONTENT_ASSETS_URL)) return next();
        const asset = readContentAsset(root, path);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (!asset) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(`No content image at ${path}`);
          return;
        }
        res.setHeader('Content-Type', asset.type);
        res.setHeader('Cache-Control', 'no-cache');
        res.end(asset.body);
      });
    },
    generateBundle() {
      for (const name of listContentAssets(root)) {
        this.emitFile({
          type: 'asset',
          fileName: `${CONTENT_ASSETS_URL.slice(1)}${name}`,
          source: readFileSync(join(root, CONTENT_ASSETS_DIR, name)),
        });
      }
    },
  };
}
