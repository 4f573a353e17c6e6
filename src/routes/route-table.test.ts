import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathForms, SCREEN_ROUTES } from './route-table';

describe('SCREEN_ROUTES', () => {
  it('holds every route of contract §2 with its user-info column', () => {
    const table = Object.fromEntries(SCREEN_ROUTES.map((r) => [r.path, r.needsSession]));
    expect(table).toEqual({
      '/freshpass/manage': true,
      '/freshpass/manage/change': true,
      '/freshpass/manage/confirmation': true,
      '/freshpass/manage/cancel-plan': true,
      '/freshpass/manage/update-payments': true,
      '/freshpass/manage/subscribe': false,
      '/freshpass/manage/freshpass-faq': false,
      '/freshpass/manage/govassist': false,
      '/freshpass/manage/govassist/mobile': false,
      '/freshpass/manage/discount': false,
      // The partner pages of contract §2 "Other paths", in the banner's shell (issue 22 §6).
      '/rewards/partners': false,
      '/rewards/partners/expedia': false,
      '/rewards/partners/partner-detail': false,
    });
  });

  it('derives the .html and store id forms', () => {
    expect(pathForms('/freshpass/manage')).toEqual([
      '/freshpass/manage',
      '/freshpass/manage.html',
      '/freshpass/manage/:storeId',
    ]);
  });
});

describe('queryAfterHydration', () => {
  it('is set on exactly the routes whose screen reads its query with useSearchAfterHydration', () => {
    // The page-data check (src/app/page-data.ts pageFitsUrl) hydrates the build's page at any
    // query of such a route: a screen that read its query at once there would not match it.
    const screensDir = resolve(import.meta.dirname, '..', 'screens');
    const readsLate = new Set(
      readdirSync(screensDir).filter((screen) =>
        readFileSync(join(screensDir, screen, 'index.tsx'), 'utf8').includes(
          'useSearchAfterHydration()',
        ),
      ),
    );
    const flagged = new Set(
      SCREEN_ROUTES.filter((route) => route.queryAfterHydration).map((route) => route.screen),
    );
    expect([...flagged].sort()).toEqual([...readsLate].sort());
    for (const route of SCREEN_ROUTES) {
      expect(Boolean(route.queryAfterHydration), route.path).toBe(readsLate.has(route.screen));
    }
  });
});
