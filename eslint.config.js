// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Imports flow one way: app → screens → render → content → api → lib.
 * Each layer lists the layers it must not reach into; screens never import each other.
 * src/routes (the route table, the matcher and what each route needs) is a shared layer that every
 * layer, the sandbox, the server and scripts may read; it stays pure and runs in Node, so it reads only src/lib
 * and the content-kind table, and nothing of React, the DOM or the API.
 */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((name) => ({
          group: [`**/${name}/**`, `**/${name}`],
          message: `Imports flow app → screens → render → content → api → lib; this file may not import from src/${name}.`,
        })),
      },
    ],
  },
});

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
  layer(['src/screens/**'], ['app']),
  layer(['src/render/**'], ['app', 'screens']),
  layer(['src/content/**'], ['app', 'screens', 'render']),
  layer(['src/api/**'], ['app', 'screens', 'render', 'content']),
  layer(['src/lib/**'], ['app', 'screens', 'render', 'content', 'api', 'routes']),
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
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                'react-router-dom',
                'swr',
              ],
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
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                'react-router-dom',
                'swr',
              ],
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
  // The web server (server/) mounts the sandbox (sandbox/), never the other way round. The server
  // is Node code that reads the pure shared modules (routes, banner resolution, environments) and
  // no React.
  {
    files: ['sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../server', '../server/**', '../../server', '../../server/**'],
              message: 'The server mounts the sandbox; the sandbox may not import server/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/app/**', '**/src/screens/**', '**/src/render/**'],
              message:
                'The server is Node code: it reads src/routes, src/content and src/api/environment, never React code.',
            },
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                'react-router-dom',
                'swr',
              ],
              message: 'The server is Node code: no React, router or SWR.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/screens/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/app'],
              message: 'Screens may not import from src/app.',
            },
            {
              regex: '^\\.\\./[^.]',
              message:
                'Screens never import each other: move shared code to src/render or src/lib.',
            },
          ],
        },
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
