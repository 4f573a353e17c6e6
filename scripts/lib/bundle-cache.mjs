// @ts-check
/**
 * Runs a TypeScript entry of scripts/ as a JavaScript bundle, so Node starts it without tsx (whose
 * loader thread and transpiling were about half of `npm run validate`'s start-up). Plain
 * JavaScript because it runs before anything can transpile. The bundle is cached under
 * node_modules/.cache/freshpass-scripts/, keyed by a hash of every file that went into it (and
 * tsconfig.json): a changed, added or removed import changes some file already listed, so the
 * next run rebuilds it (esbuild, about a tenth of a second). npm packages stay imports, so they
 * are always the installed ones; each source file's `import.meta.url` stays its own, so paths
 * computed from it (schemas/, base.css, createRequire) are unchanged. Those URLs are absolute, so
 * a bundle is also keyed by the checkout's path (issue 24): a moved or renamed project folder, or
 * a second checkout sharing node_modules, gets a bundle of its own instead of one that points at
 * files elsewhere (MODULE_NOT_FOUND).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Changes when the build options below change, so older bundles are not reused. */
const BUILD_FORMAT = 2;

/** The repository (this file is scripts/lib/bundle-cache.mjs). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where bundles are kept: build output beside the other tools' caches. */
export const DEFAULT_CACHE_DIR = join(REPO_ROOT, 'node_modules/.cache/freshpass-scripts');

/** Old bundles are removed this long after they were replaced (a run may still be using one). */
const KEEP_REPLACED_MS = 10 * 60 * 1000;

/** @param {string | Buffer} bytes */
function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

/** @param {string} path */
const posix = (path) => path.split(sep).join('/');

/**
 * @typedef {{ format: number, root: string, dir: string, entry: string, inputs: Record<string, string> }} Manifest
 */

/** @param {string} file @returns {Manifest | undefined} */
function readManifest(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether the manifest's bundle exists and every file it was built from still has its hash.
 * @param {Manifest | undefined} manifest @param {string} root @param {string} cacheDir
 */
function isCurrent(manifest, root, cacheDir) {
  if (manifest?.format !== BUILD_FORMAT || manifest.root !== root) return false;
  if (!existsSync(join(cacheDir, manifest.dir, manifest.entry))) return false;
  return Object.entries(manifest.inputs).every(([rel, hash]) => {
    const file = join(root, rel);
    return existsSync(file) && sha256(readFileSync(file)) === hash;
  });
}

/** @type {Record<string, 'ts' | 'tsx' | 'js' | 'json'>} */
const LOADERS = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.json': 'json',
};

/**
 * Loads the root's source files itself: hashes the very bytes bundled (so a file saved during
 * the build cannot be recorded as current) and keeps each file's own `import.meta.url`.
 * @param {string} root @param {Record<string, string>} inputs
 * @returns {import('esbuild').Plugin}
 */
function sourcesPlugin(root, inputs) {
  return {
    name: 'freshpass-sources',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
        const loader = LOADERS[extname(args.path)];
        if (!loader) return undefined;
        const bytes = readFileSync(args.path);
        inputs[posix(relative(root, args.path))] = sha256(bytes);
        const text = bytes.toString('utf8');
        const url = JSON.stringify(pathToFileURL(args.path).href);
        return {
          contents: loader === 'json' ? text : text.replaceAll('import.meta.url', url),
          loader,
        };
      });
    },
  };
}

/** @param {string} cacheDir @param {string} name @param {string} keep */
function removeReplaced(cacheDir, name, keep) {
  const now = Date.now();
  for (const entry of readdirSync(cacheDir)) {
    if (!entry.startsWith(`${name}-`) || entry === keep || entry.endsWith('.json')) continue;
    const path = join(cacheDir, entry);
    try {
      if (now - statSync(path).mtimeMs > KEEP_REPLACED_MS)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/**
 * The bundle of `entry` (relative to root), built when missing or when any file it was built from
 * changed; `built` says whether this call built it.
 * @param {{ entry: string, root?: string, cacheDir?: string }} options
 * @returns {Promise<{ file: string, built: boolean }>}
 */
export async function bundledEntry({ entry, root = REPO_ROOT, cacheDir = DEFAULT_CACHE_DIR }) {
  // The entry's name and the checkout it is built from: each checkout keeps its own bundle.
  const name = `${basename(entry, extname(entry))}-${sha256(resolve(root)).slice(0, 12)}`;
  const manifestFile = join(cacheDir, `${name}.json`);
  const manifest = readManifest(manifestFile);
  if (manifest && isCurrent(manifest, root, cacheDir)) {
    return { file: join(cacheDir, manifest.dir, manifest.entry), built: false };
  }
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  /** @type {Record<string, string>} */
  const inputs = {};
  const tsconfig = join(root, 'tsconfig.json');
  if (existsSync(tsconfig)) inputs['tsconfig.json'] = sha256(readFileSync(tsconfig));
  const tmp = join(cacheDir, `.${name}-${process.pid}-${Date.now()}`);
  await build({
    absWorkingDir: root,
    entryPoints: [join(root, entry)],
    outdir: tmp,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    // Dynamic imports stay separate files, so what the entry loads only sometimes (Ajv's
    // compiler in the validate gate) is loaded only then.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [sourcesPlugin(root, inputs)],
  });
  const sorted = Object.fromEntries(Object.entries(inputs).sort(([a], [b]) => a.localeCompare(b)));
  const dir = `${name}-${sha256(JSON.stringify(sorted)).slice(0, 16)}`;
  if (existsSync(join(cacheDir, dir))) rmSync(tmp, { recursive: true, force: true });
  else renameSync(tmp, join(cacheDir, dir));
  /** @type {Manifest} */
  const next = {
    format: BUILD_FORMAT,
    root,
    dir,
    entry: `${basename(entry, extname(entry))}.js`,
    inputs: sorted,
  };
  const manifestTmp = `${manifestFile}.${process.pid}`;
  writeFileSync(manifestTmp, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(manifestTmp, manifestFile);
  removeReplaced(cacheDir, name, dir);
  return { file: join(cacheDir, dir, next.entry), built: true };
}

/**
 * Runs `entry` (relative to the repository) from its bundle. Without esbuild, with a cache that
 * cannot be written, or when the sources do not build, it runs them through tsx instead: slower,
 * with the same output, and tsx reports any error in the sources.
 * @param {string} entry
 */
export async function runBundled(entry) {
  let file;
  try {
    file = (await bundledEntry({ entry })).file;
  } catch {
    const { tsImport } = await import('tsx/esm/api');
    await tsImport(pathToFileURL(join(REPO_ROOT, entry)).href, import.meta.url);
    return;
  }
  await import(pathToFileURL(file).href);
}
