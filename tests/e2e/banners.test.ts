import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_BANNERS, CONTENT_KIND_BANNER_IDS } from './banners';

const hasOwnContent = (id: string) => existsSync(resolve(import.meta.dirname, '../../content', id));
const words = (id: string) => {
  const banner = ALL_BANNERS.find((b) => b.id === id)!;
  return banner.displayName.length + banner.loyaltyProgramName.length;
};

describe('one banner for each kind of content', () => {
  it('drives every banner with content of its own as itself', () => {
    const own = ALL_BANNERS.filter((b) => hasOwnContent(b.id)).map((b) => b.id);
    expect(own.length).toBeGreaterThan(0);
    for (const id of own) expect(CONTENT_KIND_BANNER_IDS).toContain(id);
  });

  it('drives the banners that share the default content as the one with the longest words', () => {
    const shared = ALL_BANNERS.filter((b) => !hasOwnContent(b.id)).map((b) => b.id);
    const chosen = CONTENT_KIND_BANNER_IDS.filter((id) => shared.includes(id));
    expect(chosen).toHaveLength(1);
    for (const id of shared) expect(words(id)).toBeLessThanOrEqual(words(chosen[0]!));
  });
});
