/**
 * Pure arithmetic over Vite's build manifest (dist/.vite/manifest.json): which files a browser
 * must fetch before a route can render, and how heavy they are. No file system here, so the
 * bundle bench and its tests share one definition of "first-load JavaScript".
 */

/** One entry of Vite's manifest, as far as the bench reads it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's manifest: keys are source paths (or `_<chunk>.js` for shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

/**
 * The keys of the entries every page loads: the app's (`index.html`) and the page's first module
 * (src/early-start.ts), which the HTML names before it.
 */
export function entryKeys(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (!entries.includes('index.html')) {
    throw new Error(
      `Expected index.html among the manifest's entries, found ${entries.length}: ${entries.join(', ')}`,
    );
  }
  return entries;
}

/**
 * The JavaScript files fetched before the given modules can run: each module's own file plus
 * everything it imports statically, transitively (dynamic imports are loaded later, on demand).
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...files].sort();
}

/**
 * The files a lazily loaded module adds on top of what is already loaded (`loaded`: a route's
 * first-load files): what a screen fetches later, on demand, for that module.
 */
export function addedFiles(
  manifest: Manifest,
  keys: readonly string[],
  loaded: readonly string[],
): string[] {
  const have = new Set(loaded);
  return staticClosure(manifest, keys).filter((file) => !have.has(file));
}

/** The manifest key of the chunk Vite named `name` (e.g. the react vendor chunk). */
export function chunkKeyNamed(manifest: Manifest, name: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key].name === name);
}

/** Bytes → "123.4 KB" (1 KB = 1,024 bytes, as bundlers print). */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
