import { resolve } from 'node:path';
import { readMergedContent } from '../../shared-node/content-files';
import { routeNeeds } from '../routes/route-needs';
import { SCREEN_ROUTES } from '../routes/route-table';
import { pageContentPaths } from './first-screen';
import { carriedNeeds } from './page-data';

const root = resolve(import.meta.dirname, '../..');

describe('the content a page carries', () => {
  for (const route of SCREEN_ROUTES) {
    it(`${route.path}: what its first render reads, and enough to know what it needs`, () => {
      const read = (path: string) => readMergedContent(root, 'vons', path);
      const needs = routeNeeds(route, { id: 'vons', read });
      const paths = pageContentPaths(route, needs);
      expect(paths).toEqual(
        expect.arrayContaining(['ui-text', 'error-catalogue', 'feature-toggles']),
      );
      expect(paths).toContain(`screens/${route.screen}`);
      // Account routes carry no navigation content: it waits for the session, as the navigation.
      if (route.needsSession) {
        expect(paths).not.toContain('constants');
        expect(paths.filter((p) => p.startsWith('left-nav'))).toEqual([]);
      } else expect(paths).toEqual(needs.content);
      // The browser works out the same needs from the carried content as the build did.
      const carried = Object.fromEntries(paths.map((path) => [path, read(path)]));
      expect(carriedNeeds(route, 'vons', carried)).toEqual(needs);
    });
  }

  // The skeleton a held subscription shows is drawn from the blocks the shopper will see; one
  // bound to content not yet in was a short placeholder that grew when the content came in.
  it('an account page carries the content its blocks are bound to, for their skeletons', () => {
    const read = (path: string) => readMergedContent(root, 'vons', path);
    const carried = (path: string) => {
      const route = SCREEN_ROUTES.find((r) => r.path === path)!;
      return pageContentPaths(route, routeNeeds(route, { id: 'vons', read }));
    };
    const shell = ['ui-text', 'error-catalogue', 'feature-toggles'];
    expect(carried('/freshpass/manage')).toEqual([...shell, 'screens/manage', 'benefit-tiles']);
    expect(carried('/freshpass/manage/cancel-plan')).toEqual([
      ...shell,
      'screens/cancel-plan',
      'pre-churn-tiles',
    ]);
    expect(carried('/freshpass/manage/change')).toEqual([...shell, 'screens/change']);
  });
});
