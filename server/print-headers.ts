/**
 * Prints the headers every answer of a build must carry, for a host that serves dist/ without
 * this server: `npx tsx server/print-headers.ts prod` (default: VITE_FRESHPASS_ENV, else local).
 */
import { getEnvironment, isEnvironmentName } from '../src/api/environment';
import { headerLines } from './headers';

const name = process.argv[2] ?? process.env.VITE_FRESHPASS_ENV ?? 'local';
if (!isEnvironmentName(name)) {
  console.error(`Unknown environment "${name}" (src/api/environments.json)`);
  process.exit(1);
}
console.log(headerLines(getEnvironment(name)).join('\n'));
