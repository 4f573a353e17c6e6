import type { ScreenLayout } from '../block-definition';

// Keys only: a layout's JSON is fetched (screens, through the content service) or imported
// (fixtures) when it is picked, never bundled up front.
const fixtureModules = import.meta.glob<ScreenLayout>('/tests/fixtures/layouts/*.json', {
  import: 'default',
});
const screenFiles = Object.keys(import.meta.glob('/content/screens/*.json'));

/** Names of the screens in content/screens/, for `useContent('screens/<name>')`. */
export const screenNames: string[] = screenFiles.map((f) => f.replace(/^.*\/|\.json$/g, '')).sort();

/** Names of the fixture layouts (one per block type, plus broken ones). */
export const fixtureNames: string[] = Object.keys(fixtureModules)
  .map((f) => f.replace(/^.*\/|\.json$/g, ''))
  .filter((name) => name !== 'service-data')
  .sort();

/** Loads one fixture layout. */
export function loadFixture(name: string): Promise<ScreenLayout> {
  const key = `/tests/fixtures/layouts/${name}.json`;
  return Object.hasOwn(fixtureModules, key)
    ? fixtureModules[key]()
    : Promise.reject(new Error(`no fixture layout "${name}"`));
}
