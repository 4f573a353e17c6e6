/**
 * `npm run validate [-- --root <dir>] [--format json]`: the QA gate over banners/ and content/.
 * Prints one line per problem (file:line:column, JSON pointer, message, did-you-mean) and exits 1
 * when there is any problem, 2 on wrong usage.
 */
import { resolve } from 'node:path';
import { formatProblem } from './validate/problem';
import { validateRoot } from './validate/run';

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run validate -- [--root <dir>] [--schemas <dir>] [--format text|json]`,
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let root = process.cwd();
let schemasDir: string | undefined;
let format = 'text';
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  const next = () => args[++i] ?? usage(`${arg} needs a value`);
  if (arg === '--root') root = resolve(next());
  else if (arg === '--schemas') schemasDir = resolve(next());
  else if (arg === '--format') format = next();
  else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
  else usage(`unknown argument ${arg}`);
}
if (format !== 'text' && format !== 'json') usage(`unknown format ${format}`);

const started = performance.now();
const problems = validateRoot({ root, ...(schemasDir ? { schemasDir } : {}) });
const ms = Math.round(performance.now() - started);
if (format === 'json') {
  console.log(JSON.stringify({ ok: problems.length === 0, problems }, null, 2));
} else if (problems.length === 0) {
  console.log(`validate: banners and content are valid (${ms} ms)`);
} else {
  for (const p of problems) console.log(formatProblem(p));
  console.log(`\nvalidate: ${problems.length} problem(s) found`);
}
process.exit(problems.length === 0 ? 0 : 1);
