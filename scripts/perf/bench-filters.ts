/**
 * The bench's page filters, shared by the modules that measure per route and banner (bundle,
 * Lighthouse): BENCH_ROUTES keeps routes whose path ends with one of its comma-separated entries
 * (`faq`, `/discount`), BENCH_BANNERS keeps the named banners (`vons`). A filtered run never
 * rewrites docs/performance.md, whose tables would otherwise shrink to the filtered rows.
 */

/** The banners the bench measures: the first banner and one other. */
export const BENCH_BANNER_IDS = ['safeway', 'vons'] as const;

/** A comma-separated list from the environment; undefined when unset or empty. */
export function envList(value: string | undefined): string[] | undefined {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : undefined;
}

/** The filters of this run. */
export interface BenchFilters {
  routes?: string[];
  banners?: string[];
}

/** Reads BENCH_ROUTES and BENCH_BANNERS. */
export function benchFilters(env: NodeJS.ProcessEnv = process.env): BenchFilters {
  return { routes: envList(env.BENCH_ROUTES), banners: envList(env.BENCH_BANNERS) };
}

/** True when a filter is set, so the run must not rewrite the doc. */
export function isFiltered(filters: BenchFilters): boolean {
  return filters.routes !== undefined || filters.banners !== undefined;
}

/** The items whose path passes the route filter. */
export function keepRoutes<T extends { path: string }>(items: readonly T[], f: BenchFilters): T[] {
  return items.filter((r) => !f.routes || f.routes.some((only) => r.path.endsWith(only)));
}

/** The banners that pass the banner filter. */
export function keepBanners(f: BenchFilters): string[] {
  return BENCH_BANNER_IDS.filter((b) => !f.banners || f.banners.includes(b));
}
