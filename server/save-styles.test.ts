/**
 * The server behind `npm start` sees every save (issue 25): by rename (vim, `sed -i`, git
 * checkout) and in place (VS Code), three in a row each way, mixed, and a new file in a new
 * folder. The app and its real watcher run over a copy of banners/ and content/; the build is a
 * fake that writes each banner's page from the files, so each save's text must reach the page.
 */
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createServerApp } from './app';
import { fakeBuild, siteCopyPerTest } from './testing/site-copy';

const siteRoot = siteCopyPerTest('saves');

it('serves every save, by rename and in place, three in a row each, and a file in a new folder', async () => {
  const root = siteRoot();
  const dist = join(root, 'dist');
  await fakeBuild(root, dist);
  const { app, watch } = createServerApp({
    distDir: dist,
    root,
    sandbox: false,
    log: () => undefined,
    siteWatch: { watch: true, debounceMs: 50, gate: () => [], build: fakeBuild },
  });
  const file = join(root, 'banners/vons.json');
  const original = readFileSync(file, 'utf8');
  const named = (name: string) =>
    original.replace(/"displayName": "[^"]*"/, `"displayName": "${name}"`);
  const page = async () => (await app.request('http://vons.localhost/freshpass/manage')).text();
  // How vim and `sed -i` save: a new file renamed over the old one (a new inode each time).
  const byRename = (name: string) => {
    writeFileSync(`${file}.tmp-save`, named(name));
    renameSync(`${file}.tmp-save`, file);
  };
  // How VS Code saves: the same file truncated and written.
  const inPlace = (name: string) => writeFileSync(file, named(name));
  try {
    await watch.ready();
    const saves: [string, (name: string) => void][] = [
      ['Vons rename 1', byRename],
      ['Vons in place 1', inPlace],
      ['Vons in place 2', inPlace],
      ['Vons in place 3', inPlace],
      ['Vons rename 2', byRename],
      ['Vons rename 3', byRename],
      ['Vons rename 4', byRename],
      ['Vons in place 4', inPlace],
    ];
    for (const [name, save] of saves) {
      save(name);
      await expect.poll(page, { timeout: 10_000, message: name }).toBe(name);
    }
    mkdirSync(join(root, 'content/vons'), { recursive: true });
    cpSync(join(root, 'content/faq.json'), join(root, 'content/vons/faq.json'));
    await expect.poll(page, { timeout: 10_000 }).toBe('Vons in place 4 with its own FAQ');
  } finally {
    await watch.close();
  }
}, 60_000);
