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
      // Account routes render no navigation or block content before the session.
      if (route.needsSession) expect(paths).toHaveLength(4);
      else expect(paths).toEqual(needs.content);
      // The browser works out the same needs from the carried content as the build did.
      const carried = Object.fromEntries(paths.map((path) => [path, read(path)]));
      expect(carriedNeeds(route, 'vons', carried)).toEqual(needs);
    });
  }
});
