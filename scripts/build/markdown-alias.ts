/**
 * rjsf's Markdown support (markdown-to-jsx) shows plain text instead: no form of ours enables it
 * (src/render/forms/markdown-as-text.tsx). One alias for the app build (vite.config.ts), the tests
 * (vitest.config.ts) and the form bench (scripts/perf/form-chunk.ts), so all three run the same
 * code. Imports nothing of the project, so loading a config through it stays cheap.
 */
import { fileURLToPath } from 'node:url';

export const MARKDOWN_AS_TEXT = [
  {
    find: /^markdown-to-jsx\/react$/,
    replacement: fileURLToPath(
      new URL('../../src/render/forms/markdown-as-text.tsx', import.meta.url),
    ),
  },
];
