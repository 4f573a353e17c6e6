import { describe, expect, it } from 'vitest';
import { routeNeeds } from '../../src/routes/route-needs';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import { DEFAULT_PERSONA, lighthousePage, lighthouseRowName } from './lighthouse-pages';
import { readMergedContent } from '../../shared-node/content-files';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const discounts = JSON.parse(
  readFileSync(resolve(ROOT, 'sandbox/fixtures/discounts.json'), 'utf8'),
) as { discountCode: string; expired: boolean; segment: string }[];

describe('the pages Lighthouse measures', () => {
  it('measures subscribe as a new shopper, on its form step', () => {
    expect(lighthousePage('/freshpass/manage/subscribe')).toEqual({
      persona: 'new-shopper',
      query: '',
    });
    // The first subscribe step is a layout with a form: what a new shopper sees.
    const subscribe = SCREEN_ROUTES.find((r) => r.screen === 'subscribe')!;
    const read = (path: string) => readMergedContent(ROOT, 'safeway', path);
    expect(routeNeeds(subscribe, { id: 'safeway', read }).forms).toEqual(['zip-code']);
  });

  it('measures the partner landing with a valid partner code, for a new shopper', () => {
    const page = lighthousePage('/freshpass/manage/discount');
    expect(page.persona).toBe('new-shopper');
    const query = new URLSearchParams(page.query);
    // A campaign the sandbox runs, not ended, for new subscribers: the landing shows its offer.
    const campaign = discounts.find((d) => d.discountCode === query.get('discountCode'));
    expect(campaign).toMatchObject({ expired: false, segment: query.get('segment') });
    expect(lighthouseRowName('vons', '/freshpass/manage/discount')).toBe(
      'Lighthouse vons /freshpass/manage/discount?discountCode=EXPEDIA25&segment=travel as new-shopper',
    );
  });

  it('measures every other route as the default persona, under its plain name', () => {
    const others = SCREEN_ROUTES.filter((r) => !/subscribe|discount/.test(r.path));
    expect(others.length).toBeGreaterThan(5);
    for (const route of others) {
      expect(lighthousePage(route.path)).toEqual({ persona: DEFAULT_PERSONA, query: '' });
      expect(lighthouseRowName('safeway', route.path)).toBe(`Lighthouse safeway ${route.path}`);
    }
  });
});
