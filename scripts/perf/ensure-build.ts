/**
 * Builds when dist/ has no manifest or is older than the sources, so a bench's figures match the
 * code it is run on. Returns why it could not, or undefined.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function ensureBuild(root: string): string | undefined {
  const manifest = join(root, 'dist/.vite/manifest.json');
  const sources = Math.max(
    newestSource(join(root, 'src')),
    newestSource(join(root, 'content')),
    statSync(join(root, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= sources) return undefined;
  process.stderr.write('bench: dist/ is missing or stale, running npm run build…\n');
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return built.status === 0 ? undefined : `npm run build failed (exit ${built.status ?? 'signal'})`;
}
