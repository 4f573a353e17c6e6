// @ts-check
/**
 * `npm run validate` starts here: plain JavaScript, so Node runs the gate (scripts/validate.ts)
 * from its cached bundle without loading tsx. See scripts/lib/bundle-cache.mjs.
 */
import { runBundled } from './lib/bundle-cache.mjs';

await runBundled('scripts/validate.ts');
