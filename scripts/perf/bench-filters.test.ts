import { describe, expect, it } from 'vitest';
import { benchFilters, envList, isFiltered, keepBanners, keepRoutes } from './bench-filters';

const routes = [
  { path: '/freshpass/manage' },
  { path: '/freshpass/manage/freshpass-faq' },
  { path: '/freshpass/manage/discount' },
];

describe('bench filters', () => {
  it('reads comma-separated lists and treats an empty one as unset', () => {
    expect(envList(' faq, /discount ,')).toEqual(['faq', '/discount']);
    expect(envList('')).toBeUndefined();
    expect(envList(undefined)).toBeUndefined();
  });

  it('keeps routes by the end of their path and banners by name', () => {
    const filters = benchFilters({ BENCH_ROUTES: 'faq,/discount', BENCH_BANNERS: 'vons' });
    expect(keepRoutes(routes, filters).map((r) => r.path)).toEqual([
      '/freshpass/manage/freshpass-faq',
      '/freshpass/manage/discount',
    ]);
    expect(keepBanners(filters)).toEqual(['vons']);
    expect(isFiltered(filters)).toBe(true);
  });

  it('keeps everything, safeway and vons, when nothing is set', () => {
    const filters = benchFilters({});
    expect(keepRoutes(routes, filters)).toHaveLength(3);
    expect(keepBanners(filters)).toEqual(['safeway', 'vons']);
    expect(isFiltered(filters)).toBe(false);
  });
});
