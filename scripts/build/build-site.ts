/**
 * `tsx scripts/build/build-site.ts --root <dir> --out <dir>`: the client build and the prerender
 * of `npm run build` into a folder of its own. The committed codegen output is not rewritten (the
 * schemas do not change while a server runs), but the built validators are written when missing:
 * a `git archive` copy has none, and without them every rebuild failed (issue 25). The `npm start` server runs it in a child process when banners/ or content/
 * change (server/site-watch.ts), then swaps the folder in for dist/, so a build that fails or a
 * half-written folder is never served.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { execFileSync } from 'node:child_process';
import { validatorsBuilt } from '../codegen/ensure-built';
import { prerender } from './prerender';

/** Builds the app of `root` into `outDir` (emptied first); returns the pages written. */
export async function buildSite(root: string, outDir: string): Promise<{ files: number }> {
  // In a process of its own: the codegen's modules, loaded here, break the prerender's fetch.
  if (!validatorsBuilt())
    execFileSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../codegen/ensure-built.ts')],
      { stdio: 'inherit' },
    );
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const ssrOutDir = join(root, 'node_modules', '.cache', `freshpass-prerender-${process.pid}`);
  return prerender(root, { distDir: outDir, ssrOutDir });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const root = resolve(value('--root') ?? process.cwd());
  const out = value('--out');
  if (!out) {
    console.error('usage: tsx scripts/build/build-site.ts --root <dir> --out <dir>');
    process.exit(2);
  }
  buildSite(root, resolve(out)).then(
    ({ files }) => console.log(`build-site: ${files} pages in ${out}`),
    (error: unknown) => {
      console.error(`build-site failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
