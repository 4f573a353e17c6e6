/**
 * Issue 25: a refused edit to a banner already served is on that banner's own page, in the gate's
 * words: file, line, column, pointer, plain words and the fix, for mistakes of the table
 * (a 9-digit support phone, a look-alike letter in a placeholder); a new banner whose id is a host
 * label (`www`) is refused on its own host's page the same way. The app runs in-process with
 * its real watcher and the real gate (npm run validate) over a copy of banners/ and content/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createServerApp } from './app';
import { fakeBuild, siteCopyPerTest } from './testing/site-copy';

const siteRoot = siteCopyPerTest('refused');

/** The gate's lines a notice page lists, as plain text. */
function listed(html: string): string[] {
  const entities: Record<string, string> = { quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' };
  return [...html.matchAll(/<li><code>([^<]*)<\/code><\/li>/g)].map((m) =>
    m[1]!.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => entities[name]!),
  );
}

it("shows a refused edit's mistakes on the banner's own page, each with where, what and the fix", async () => {
  const root = siteRoot();
  const dist = join(root, 'dist');
  await fakeBuild(root, dist);
  const { app, watch } = createServerApp({
    distDir: dist,
    root,
    sandbox: false,
    log: () => undefined,
    siteWatch: { watch: true, debounceMs: 50, build: fakeBuild },
  });
  // The server reads the host from the request target, as a browser sends it.
  const page = (host: string) => app.request(`http://${host}/freshpass/manage`);
  const bannerFile = join(root, 'banners/vons.json');
  const tilesFile = join(root, 'content/vons/benefit-tiles.json');
  try {
    await watch.ready();
    expect(await (await page('vons.localhost')).text()).toBe('Vons');
    writeFileSync(
      bannerFile,
      readFileSync(bannerFile, 'utf8').replace('"1-877-723-3929"', '"877-458-259"'),
    );
    // A new banner whose id is a host label: www.vons.com would resolve to it.
    writeFileSync(
      join(root, 'banners/www.json'),
      readFileSync(bannerFile, 'utf8')
        .replace('"id": "vons"', '"id": "www"')
        .replace('"order": 2', '"order": 97'),
    );
    // U+043E CYRILLIC SMALL LETTER O in place of the o of {product}.
    writeFileSync(
      tilesFile,
      readFileSync(tilesFile, 'utf8').replace('{product}', '{pr\u043educt}'),
    );
    await expect
      .poll(async () => (await page('vons.localhost')).status, { timeout: 20_000 })
      .toBe(503);
    const html = await (await page('vons.localhost')).text();
    expect(html).toContain('vons: your last edit was not applied');
    const lines = listed(html);
    const phone = lines.find((l) => l.includes('/supportPhone'));
    expect(phone).toMatch(/^banners\/vons\.json:14:\d+ {2}\/supportPhone {2}\S/);
    expect(phone).toContain('digits and dashes');
    expect(phone).toContain('1-877-723-3929');
    const letter = lines.find((l) => l.startsWith('content/vons/benefit-tiles.json:'));
    expect(letter).toMatch(/^content\/vons\/benefit-tiles\.json:\d+:\d+ {2}\/\S+ {2}\S/);
    expect(letter).toContain('U+043E CYRILLIC SMALL LETTER O');
    expect(letter).toContain('{product}');
    expect(letter).toContain('type it with Latin letters');
    expect(lines.some((l) => l.startsWith('banners/www.json'))).toBe(false);
    const www = await (await page('www.localhost')).text();
    const label = listed(www).find((l) => l.startsWith('banners/www.json:'));
    expect(label).toMatch(/^banners\/www\.json:\d+:\d+ {2}\/id {2}\S/);
    expect(label).toContain("is a label that other banners' host names hold");
    expect(label).toContain("Use the banner's own brand name as its id");
    // Only the banner the edit touched says so; the others keep being served.
    expect(await (await page('safeway.localhost')).text()).toBe('Safeway');
  } finally {
    await watch.close();
  }
}, 60_000);
