// Keys only: a screen's layout is fetched through the content service when it is picked, never
// bundled up front. Test fixtures (tests/fixtures/layouts) are not content an editor ships, so
// the preview does not list them.
const screenFiles = Object.keys(import.meta.glob('/content/screens/*.json'));

/** Names of the screens in content/screens/, for `useContent('screens/<name>')`. */
export const screenNames: string[] = screenFiles.map((f) => f.replace(/^.*\/|\.json$/g, '')).sort();
