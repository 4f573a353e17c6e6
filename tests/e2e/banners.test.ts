import { readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join, relative, resolve } from 'node:path';
import { readMergedContent } from '../../shared-node/content-files';
import { ALL_BANNERS, CONTENT_KIND_BANNER_IDS, wordsLength } from './banners';

const root = resolve(import.meta.dirname, '../..');
const contentDir = resolve(root, 'content');

/** Every default content path (content/**.json outside the banners' own folders), no extension. */
function contentPaths(dir = contentDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const top = dir === contentDir;
      return top && ALL_BANNERS.some((b) => b.id === entry.name) ? [] : contentPaths(path);
    }
    return entry.name.endsWith('.json') ? [relative(contentDir, path).replace(/\.json$/, '')] : [];
  });
}

describe('one banner for each kind of content', () => {
  // What parity.spec.ts proves on a driven banner holds on each other one: the same content on
  // every path, and words no longer than the driven banner's.
  const paths = contentPaths();
  const merged = (id: string) => paths.map((path) => readMergedContent(root, id, path));
  const driven = ALL_BANNERS.filter((b) => CONTENT_KIND_BANNER_IDS.includes(b.id)).map(
    (banner) => ({ banner, content: merged(banner.id) }),
  );
  for (const banner of ALL_BANNERS) {
    it(`${banner.id} reads the content of a driven banner, in words no longer`, () => {
      expect(paths.length).toBeGreaterThan(10);
      const content = merged(banner.id);
      const same = driven.filter((d) => isDeepStrictEqual(d.content, content));
      expect(
        same.map((d) => d.banner.id),
        'a driven banner with the same content',
      ).toHaveLength(1);
      expect(wordsLength(banner)).toBeLessThanOrEqual(wordsLength(same[0]!.banner));
    });
  }
});
