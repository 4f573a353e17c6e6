/**
 * What the server's watcher tests share: a throwaway copy of banners/ and content/ for the real
 * watcher to watch, and a fake build that writes each banner's manage page from those files, so
 * a test can read a save's effect on the page without running Vite.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');

/**
 * Gives each test of the file a fresh copy of banners/ and content/ (removed after it); the
 * returned function names the current copy's folder.
 */
export function siteCopyPerTest(prefix: string): () => string {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), `freshpass-${prefix}-`));
    cpSync(join(REPO, 'banners'), join(root, 'banners'), { recursive: true });
    cpSync(join(REPO, 'content'), join(root, 'content'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  return () => root;
}

/**
 * A build that writes the vons and safeway manage pages as the banner's displayName, followed by
 * " with its own FAQ" when the banner has a FAQ override.
 */
export async function fakeBuild(buildRoot: string, out: string): Promise<void> {
  mkdirSync(join(out, 'assets'), { recursive: true });
  writeFileSync(join(out, 'index.html'), '<div id="root"></div>');
  for (const id of ['vons', 'safeway']) {
    const banner = JSON.parse(readFileSync(join(buildRoot, 'banners', `${id}.json`), 'utf8')) as {
      displayName: string;
    };
    const faq = join(buildRoot, 'content', id, 'faq.json');
    const page = join(out, 'pages', id, 'freshpass/manage.html');
    mkdirSync(dirname(page), { recursive: true });
    writeFileSync(page, `${banner.displayName}${existsSync(faq) ? ' with its own FAQ' : ''}`);
  }
}
