// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { MAY_IMPORT, TEST_FILES, TESTS_MAY_ALSO_IMPORT, ZONES } from './eslint-zones.js';

/** React, the router and SWR: what pure and Node-side code must not load. */
const REACT_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'swr',
];

const anyOf = (types) => ({ element: { types: { anyOf: types } } });

/** eslint-zones.js turned into the plugin's policies: everything not allowed there is refused. */
const zonePolicies = [
  // Files of one zone (one screen folder) read each other freely.
  { allow: { dependency: { relationship: { to: 'internal' } } } },
  ...Object.entries(MAY_IMPORT).map(([from, to]) => ({
    from: { element: { type: from } },
    allow: { to: anyOf(from === 'screen' ? to : [from, ...to]) },
  })),
  { from: { file: { categories: 'test' } }, allow: { to: anyOf(TESTS_MAY_ALSO_IMPORT) } },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.dist-next',
      '.dist-old-*',
      'node_modules',
      'coverage',
      'test-results',
      'src/content/generated/**',
      'src/render/forms/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ZONES,
      'boundaries/files': [{ category: 'test', pattern: TEST_FILES }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: zonePolicies,
          message: '{{from.type}} code may not import from {{to.type}} (eslint-zones.js).',
        },
      ],
    },
  },
  {
    files: ['src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/**',
                '**/screens/**',
                '**/render/**',
                '**/api/**',
                '**/content/**',
                '!**/content/content-kinds',
                '!**/content/content-kinds.ts',
              ],
              message:
                'src/routes is pure and runs in Node: it may import src/lib and src/content/content-kinds only.',
            },
            {
              group: REACT_PACKAGES,
              message: 'src/routes is pure and runs in Node: no React, router or SWR.',
            },
          ],
        },
      ],
    },
  },
  // The page's first module runs before React has loaded (issue 13 step 5): it and what it
  // imports from src/app and src/api stay free of React, the router, SWR and the api barrel.
  {
    files: [
      'src/early-start.ts',
      'src/app/early-session.ts',
      'src/app/page-data.ts',
      'src/api/early-reads.ts',
      'src/api/endpoints/*-call.ts',
      'src/api/endpoints/api-base.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REACT_PACKAGES,
              message: 'The first module runs before React: no React, router or SWR.',
            },
          ],
          paths: [
            '../api',
            '../api/index',
            './api',
            './authed',
            '../use-api-query',
            './use-api-query',
          ].map((name) => ({
            name,
            message: 'Import the call modules themselves: the api barrel and hooks load React.',
          })),
        },
      ],
    },
  },
  // Node code (the web server, the sandbox, what they share) runs no React. Which folders each
  // may read is in eslint-zones.js.
  {
    files: ['server/**', 'sandbox/**', 'shared-node/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: REACT_PACKAGES, message: 'Node code: no React, router or SWR.' }] },
      ],
    },
  },
  {
    // Unit test files share a module graph per worker (vitest.config.ts, `isolate: false`): one
    // that replaces a module would replace it for the files after it.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|hoisted)$/]",
          message:
            'A test that replaces modules runs apart: name its file *.isolated.test.ts(x) (vitest.config.ts).',
        },
      ],
    },
  },
);
