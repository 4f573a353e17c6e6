// @ts-check
/**
 * The one map of who may import what, for the whole repository (eslint-plugin-boundaries): each
 * folder is a zone, and a zone may import only the zones listed for it. Anything not listed is
 * refused, so a new folder or a new import across zones is a decision made here, not a gap.
 * tests/lint/zones.test.ts lints one import across each boundary and checks it is refused.
 *
 * In src/, imports flow app → screens → render → content → api → lib; src/routes is a pure
 * layer beside them that reads only src/lib and the content-kind table (its own rule in
 * eslint.config.js keeps it to that one file of src/content). Node code that the server, the
 * sandbox and the scripts all read lives in shared-node/.
 */

/** @typedef {{ type: string, pattern: string | string[], capture?: string[], partialMatch: false }} Zone */

/** @type {Zone[]} */
export const ZONES = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'screen', pattern: 'src/screens/*', capture: ['screen'], partialMatch: false },
  { type: 'render', pattern: 'src/render', partialMatch: false },
  { type: 'content', pattern: 'src/content', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'routes', pattern: 'src/routes', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'sandbox', pattern: 'sandbox', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
  { type: 'shared-node', pattern: 'shared-node', partialMatch: false },
  { type: 'tests', pattern: 'tests', partialMatch: false },
  // Content, schemas and banner files the code reads as JSON modules.
  { type: 'data', pattern: ['content', 'schemas', 'banners'], partialMatch: false },
];

/** Who may import whom: `from` → the zones it may read. Its own zone is always allowed. */
export const MAY_IMPORT = {
  app: ['screen', 'render', 'content', 'api', 'routes', 'lib', 'data', 'sandbox'],
  screen: ['render', 'content', 'api', 'routes', 'lib', 'data'],
  render: ['content', 'api', 'routes', 'lib', 'data'],
  content: ['api', 'lib', 'data'],
  api: ['lib', 'data'],
  routes: ['content', 'lib', 'data'],
  lib: ['data'],
  // The stand-in services share the client's contract (cookie and header names, environments).
  sandbox: ['api', 'routes', 'lib', 'shared-node', 'data'],
  // The web server mounts the sandbox and reads the pure shared modules; never React code.
  server: ['sandbox', 'routes', 'content', 'api', 'lib', 'shared-node', 'data'],
  // The build, codegen and bench read the app's code to build and measure it.
  scripts: [
    'app',
    'screen',
    'render',
    'content',
    'api',
    'routes',
    'lib',
    'sandbox',
    'shared-node',
    'data',
    'tests',
  ],
  // The QA gate and the content files: what the server, the sandbox and the scripts share. The
  // gate checks content against what the renderer accepts (form vocabulary, sanitiser rules).
  'shared-node': ['render', 'content', 'api', 'routes', 'lib', 'data'],
  tests: ['sandbox', 'shared-node', 'routes', 'content', 'api', 'lib', 'data'],
};

/** Test files: unit tests, browser specs and the test helpers in src (each `testing` folder). */
export const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'src/**/testing/**'];

/**
 * What test files may read besides their zone's list: the shared fixtures in tests/, the content
 * files, the gate in shared-node/ and the scripts they check against (codegen, build plugins).
 */
export const TESTS_MAY_ALSO_IMPORT = ['tests', 'shared-node', 'scripts', 'data'];
