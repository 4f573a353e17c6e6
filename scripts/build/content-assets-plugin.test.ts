import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { contentAssetsPlugin, listContentAssets, readContentAsset } from './content-assets-plugin';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
let root = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-assets-plugin-'));
  mkdirSync(join(root, 'content/assets'), { recursive: true });
  writeFileSync(join(root, 'content/assets/van.svg'), SVG);
  writeFileSync(join(root, 'content/assets/photo.webp'), 'webp');
  writeFileSync(join(root, 'content/assets/notes.txt'), 'not an image');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (value: unknown) => value as Hook;

describe('content images in the build and the dev server', () => {
  it('lists and reads only the image files content may name', () => {
    expect(listContentAssets(root)).toEqual(['photo.webp', 'van.svg']);
    expect(readContentAsset(root, '/content-assets/van.svg')).toEqual({
      type: 'image/svg+xml',
      body: Buffer.from(SVG),
    });
    for (const path of [
      '/content-assets/notes.txt',
      '/content-assets/missing.svg',
      '/content-assets/../content/assets/van.svg',
      '/assets/van.svg',
    ])
      expect(readContentAsset(root, path), path).toBeUndefined();
  });

  it('emits each image into the build under content-assets/ with its own name', () => {
    const plugin = contentAssetsPlugin();
    hook(plugin.configResolved).call(undefined, { root });
    const emitted: { fileName: string; source: Buffer }[] = [];
    hook(plugin.generateBundle).call({ emitFile: (file: never) => emitted.push(file) });
    expect(emitted.map((e) => e.fileName)).toEqual([
      'content-assets/photo.webp',
      'content-assets/van.svg',
    ]);
    expect(emitted[1].source.toString()).toBe(SVG);
  });

  it('answers /content-assets/ on the dev server and passes everything else on', () => {
    const plugin = contentAssetsPlugin();
    hook(plugin.configResolved).call(undefined, { root });
    let middleware: Hook = () => undefined;
    hook(plugin.configureServer).call(undefined, {
      middlewares: { use: (fn: Hook) => (middleware = fn) },
    });
    const answer = (url: string) => {
      const res = { statusCode: 200, headers: {} as Record<string, string>, body: '' };
      let passed = false;
      middleware(
        { url },
        {
          ...res,
          setHeader: (k: string, v: string) => (res.headers[k.toLowerCase()] = v),
          end: (body: Buffer | string) => (res.body = String(body)),
          set statusCode(code: number) {
            res.statusCode = code;
          },
        },
        () => (passed = true),
      );
      return { ...res, passed };
    };
    const svg = answer('/content-assets/van.svg?t=1');
    expect(svg).toMatchObject({ body: SVG, passed: false });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(answer('/content-assets/gone.svg').statusCode).toBe(404);
    expect(answer('/src/main.tsx').passed).toBe(true);
  });

  it('is part of the app build, which never inlines an asset as a data: URL', () => {
    const config = (
      viteConfig as (env: { mode: string; command: string }) => {
        plugins: { name: string }[];
        build: { assetsInlineLimit: number };
      }
    )({ mode: 'production', command: 'build' });
    expect(config.plugins.map((p) => p.name)).toContain('freshpass-content-assets');
    expect(config.build.assetsInlineLimit).toBe(0);
  });
});
