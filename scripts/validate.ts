/**
 * `npm run validate [-- --root <dir>] [--format text|json|github]`: the QA gate over banners/ and
 * content/. Prints one line per problem (file:line:column, JSON pointer, message, did-you-mean);
 * exits 1 when any problem is an error (warnings are printed but pass), 2 on wrong usage.
 * `--format github` prints workflow commands, which a GitHub Actions run shows on the changed line.
 * npm runs it bundled (scripts/validate-start.mjs); `tsx scripts/validate.ts` runs the sources.
 */
import { relative, resolve } from 'node:path';
import {
  formatGithub,
  formatProblem,
  hasErrors,
  severityOf,
} from '../shared-node/validate/problem';
import { checkRoot } from '../shared-node/validate/check-root';
import { gateSchemaSet } from '../shared-node/validate/gate-schemas';

const FORMATS = ['text', 'json', 'github'];

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run validate -- [--root <dir>] [--schemas <dir>] [--format ${FORMATS.join('|')}]`,
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
if (!FORMATS.includes(format)) usage(`unknown format ${format}`);

const started = performance.now();
// The schemas' validators: codegen's precompiled ones when current, else compiled (gate-schemas.ts).
const problems = checkRoot(root, await gateSchemaSet(schemasDir));
const ms = Math.round(performance.now() - started);
const failed = hasErrors(problems);
const errors = problems.filter((p) => severityOf(p) === 'error').length;
const warnings = problems.length - errors;
if (format === 'json') {
  const report = problems.map((p) => ({ ...p, severity: severityOf(p) }));
  console.log(JSON.stringify({ ok: !failed, errors, warnings, problems: report }, null, 2));
} else if (format === 'github') {
  // Annotations name files from the repository root, where the workflow runs.
  const prefix = relative(process.cwd(), root).split('\\').join('/');
  for (const p of problems) console.log(formatGithub(p, prefix));
  console.log(`validate: ${errors} error(s), ${warnings} warning(s) (${ms} ms)`);
} else if (problems.length === 0) {
  console.log(`validate: banners and content are valid (${ms} ms)`);
} else {
  for (const p of problems) console.log(formatProblem(p));
  console.log(
    failed
      ? `\nvalidate: ${errors} error(s) and ${warnings} warning(s) found`
      : `\nvalidate: passed with ${warnings} warning(s) (${ms} ms)`,
  );
}
process.exit(failed ? 1 : 0);
