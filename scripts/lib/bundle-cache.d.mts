/** Types of bundle-cache.mjs (plain JavaScript, so Node runs it without tsx). */

/** The repository root. */
export declare const REPO_ROOT: string;

/** Where bundles are kept (node_modules/.cache/freshpass-scripts). */
export declare const DEFAULT_CACHE_DIR: string;

/** The bundle of `entry` (relative to root), built when missing or when a source changed. */
export declare function bundledEntry(options: {
  entry: string;
  root?: string;
  cacheDir?: string;
}): Promise<{ file: string; built: boolean }>;

/** Runs `entry` (relative to the repository) from its bundle, or through tsx without one. */
export declare function runBundled(entry: string): Promise<void>;
