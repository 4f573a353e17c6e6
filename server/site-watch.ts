/**
 * What the `npm start` server does when an editor changes banners/ or content/ while it runs
 * (issue 14): the pages are prerendered per banner at build time, so a new banner file is not in
 * the build the server holds. With watching on, a change runs the content gate; if it passes, the
 * site is rebuilt in a child process into a folder beside dist/ and swapped in, so the new banner
 * is served on its host a few seconds later and an edited text shows on the next load. If the gate
 * fails, its problems are printed on the console in its own words and the last build stays. Until
 * a banner on disk is in the build, its host gets a page saying why (being built, the gate's
 * problems, a failed build, or "restart" when watching is off), never the fallback's pages. A
 * refused edit to a banner already served puts the gate's problems on that banner's pages (on
 * every banner's for a shared file) until a save passes the gate (issue 25).
 *
 * Watching is chokidar's: Node's recursive fs.watch on Linux watches each file's inode, so after
 * one save by rename (vim, `sed -i`, git checkout) it stopped seeing later saves to that file.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { watch, type FSWatcher } from 'chokidar';
import { basename, dirname, join, resolve } from 'node:path';
import { matchBanner, type BannerRef } from '../src/content/banner-resolution';
import { PAGES_DIR } from '../src/routes/page-files';
import { formatProblem, severityOf, type Problem } from '../shared-node/validate/problem';
import { validateRoot } from '../shared-node/validate/run';
import {
  loadSchemaSet,
  REPO_SCHEMAS_DIR,
  type SchemaSet,
} from '../shared-node/validate/schema-set';
import type { Log } from './log';

const REPO = resolve(import.meta.dirname, '..');

/** A banner file of banners/ and, when it parses, the id and order it declares. */
export interface BannerOnDisk {
  /** `banners/<name>.json`, as the gate names files. */
  file: string;
  /** The id hosts use: the file's `id` when it parses, else its file name. */
  id: string;
  order: number;
}

/** Why a banner on disk is not served yet, for its host's page. */
export type PendingReason =
  | { kind: 'building' }
  | { kind: 'blocked'; problems: string[] }
  /** The banner is served, but the gate refused the last edit: the build from before it stays. */
  | { kind: 'refused'; problems: string[] }
  | { kind: 'failed'; reason: string }
  | { kind: 'restart' };

/** A banner file that a host names but the served build lacks. */
export interface PendingBanner {
  id: string;
  file: string;
  why: PendingReason;
}

/** How the watch runs; `build` and `gate` are replaced in unit tests. */
export interface SiteWatchOptions {
  /** The project root holding banners/ and content/. */
  root: string;
  /** The build being served; rebuilt builds are swapped in here. */
  distDir: string;
  log: Log;
  /** Watch banners/ and content/ and rebuild on change (false: say a restart is needed). */
  watch: boolean;
  /** Builds the site into `outDir`; rejects with the reason. Default: scripts/build/build-site.ts. */
  build?: (root: string, outDir: string) => Promise<void>;
  /** The content gate; default `validateRoot` (npm run validate). */
  gate?: (root: string) => Problem[];
  /** Quiet time after the last change before checking (editors save in several writes). */
  debounceMs?: number;
}

/** Every banners/*.json, parsed leniently: a file that does not parse still names its host. */
export function readBannersOnDisk(root: string): BannerOnDisk[] {
  const dir = join(root, 'banners');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = `banners/${name}`;
      const stem = basename(name, '.json');
      try {
        const value = JSON.parse(readFileSync(join(dir, name), 'utf8').replace(/^\uFEFF/, '')) as {
          id?: unknown;
          order?: unknown;
        };
        const id = typeof value.id === 'string' && value.id !== '' ? value.id : stem;
        const order = typeof value.order === 'number' ? value.order : Number.POSITIVE_INFINITY;
        return { file, id, order };
      } catch {
        return { file, id: stem, order: Number.POSITIVE_INFINITY };
      }
    });
}

/** When banners/ last had a file added, removed or renamed (0 when there is no such folder). */
function bannersFolderStamp(root: string): number {
  const dir = join(root, 'banners');
  return existsSync(dir) ? statSync(dir).mtimeMs : 0;
}

/**
 * The banners of disk whose pages the build in `distDir` holds (dist/pages/<id>/); all of them for
 * a build that is not prerendered (the app's index.html then stands in for every banner).
 */
export function builtBanners(banners: readonly BannerOnDisk[], distDir: string): BannerRef[] {
  const prerendered = isDirectory(join(distDir, PAGES_DIR));
  return banners
    .filter((b) => !prerendered || isDirectory(join(distDir, PAGES_DIR, b.id)))
    .map((b) => ({ id: b.id, order: b.order }));
}

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/**
 * The banner a problem's file belongs to (`banners/<id>.json`, `content/<id>/…`), or undefined
 * for a file every banner shows (content/*.json, content/screens/, a logo).
 */
export function bannerOfFile(file: string, ids: ReadonlySet<string>): string | undefined {
  const id = /^banners\/([^/]+)\.json$/.exec(file)?.[1] ?? /^content\/([^/]+)\//.exec(file)?.[1];
  return id !== undefined && ids.has(id) ? id : undefined;
}

/** The gate's errors as console lines, at most `max` of them. */
export function gateLines(problems: readonly Problem[], max = 20): string[] {
  const errors = problems.filter((p) => severityOf(p) === 'error');
  const lines = errors.slice(0, max).map(formatProblem);
  if (errors.length > max) lines.push(`… and ${errors.length - max} more (npm run validate)`);
  return lines;
}

/** Runs scripts/build/build-site.ts in a child process; rejects with its last lines of output. */
export function buildInChild(root: string, outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(REPO, 'scripts/build/build-site.ts'),
        '--root',
        root,
        '--out',
        outDir,
      ],
      { cwd: REPO, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code === 0) done();
      else {
        const tail = output.trim().split('\n').slice(-5).join(' / ');
        fail(new Error(tail || `the build exited with code ${String(code)}`));
      }
    });
  });
}

/** Copies the old build's hashed assets the new one lacks, so pages already open keep loading. */
function keepOldAssets(oldDist: string, newDist: string): void {
  const from = join(oldDist, 'assets');
  const to = join(newDist, 'assets');
  if (!isDirectory(from) || !isDirectory(to)) return;
  const have = new Set(readdirSync(to));
  for (const name of readdirSync(from))
    if (!have.has(name)) cpSync(join(from, name), join(to, name), { recursive: true });
}

/** The watch: which banners the served build holds, what a host lacking one gets, and rebuilds. */
export function createSiteWatch(options: SiteWatchOptions) {
  const { root, log } = options;
  const dist = resolve(options.distDir);
  const next = join(dirname(dist), '.dist-next');
  const build = options.build ?? buildInChild;
  let schemaSet: SchemaSet | undefined;
  const gate =
    options.gate ??
    ((dir: string) => {
      schemaSet ??= loadSchemaSet(REPO_SCHEMAS_DIR);
      return validateRoot({ root: dir, schemaSet });
    });
  const swapListeners: Array<() => void> = [];
  const told = new Set<string>();
  let watcher: FSWatcher | undefined;
  /** The gate's errors since the last passing check, kept for the pages of the banners they touch. */
  let refused: Problem[] = [];
  let onDisk = readBannersOnDisk(root);
  let built = builtBanners(onDisk, dist);
  let why: PendingReason = options.watch ? { kind: 'building' } : { kind: 'restart' };
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * The banners/ folder's modification time when onDisk was last read: a file added, removed or
   * renamed there changes it. A request for a new banner's host can come before the watcher's
   * event (on a busy machine it does), and must not get the fallback banner's page meanwhile.
   */
  let folderStamp = bannersFolderStamp(root);
  function rereadOnDisk(): void {
    folderStamp = bannersFolderStamp(root);
    onDisk = readBannersOnDisk(root);
  }
  const readIfFolderChanged = () => {
    const stamp = bannersFolderStamp(root);
    if (stamp === folderStamp) return;
    // Watching, it is the change the watcher is about to report: "building", not the last verdict.
    if (options.watch) changed();
    else rereadOnDisk();
  };

  /** Banners on disk whose pages the served build lacks. */
  const missing = () => onDisk.filter((b) => !built.some((r) => r.id === b.id));

  /** The gate, then the build and the swap; one at a time, once more if files changed meanwhile. */
  const rebuild = async (): Promise<void> => {
    rereadOnDisk();
    const found = gate(root).filter((p) => severityOf(p) === 'error');
    const errors = gateLines(found);
    refused = found;
    if (errors.length > 0) {
      why = { kind: 'blocked', problems: errors };
      log(
        `[server] banners/ or content/ changed and the content gate found problems; still serving the last build. Fix and save to rebuild:`,
      );
      for (const line of errors) log(`  ${line}`);
      return;
    }
    why = { kind: 'building' };
    const started = Date.now();
    log('[server] banners/ or content/ changed: the gate passes, rebuilding the site…');
    rmSync(next, { recursive: true, force: true });
    try {
      await build(root, next);
    } catch (error) {
      rmSync(next, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message : String(error);
      why = { kind: 'failed', reason };
      log(`[server] the rebuild failed; still serving the last build: ${reason}`);
      return;
    }
    keepOldAssets(dist, next);
    const old = join(dirname(dist), `.dist-old-${Date.now()}`);
    // Synchronous, so no request is answered between the renames and the listeners' reload.
    if (existsSync(dist)) renameSync(dist, old);
    renameSync(next, dist);
    const before = new Set(built.map((b) => b.id));
    rereadOnDisk();
    built = builtBanners(onDisk, dist);
    for (const listener of swapListeners) listener();
    rmSync(old, { recursive: true, force: true });
    const added = built.filter((b) => !before.has(b.id)).map((b) => `${b.id} (${b.id}.localhost)`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(
      `[server] rebuilt in ${seconds} s: serving ${built.length} banners${added.length > 0 ? `; new: ${added.join(', ')}` : ''}`,
    );
  };

  /** Checks now (or after the running check); resolves when the site is up to date. */
  const refresh = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = rebuild()
      .catch((error: unknown) => {
        why = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
        log(`[server] the rebuild failed; still serving the last build: ${why.reason}`);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return running;
  };

  const changed = () => {
    rereadOnDisk();
    if (options.watch && running === undefined) why = { kind: 'building' };
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), options.debounceMs ?? 300);
  };

  let ready: Promise<void> = Promise.resolve();
  if (options.watch) {
    const dirs = ['banners', 'content'].map((dir) => join(root, dir)).filter((d) => existsSync(d));
    watcher = watch(dirs, {
      ignoreInitial: true,
      // Editors' swap and backup files come and go (.x.swp, x~, .#x); they are not content.
      ignored: (path) => /(^|[\\/])(\.|~)[^\\/]*$|~$|\.swp$/.test(path),
    });
    watcher.on('all', changed);
    watcher.on('error', (error) =>
      log(
        `[server] watching banners/ and content/: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
    const w = watcher;
    ready = new Promise((done) => w.once('ready', () => done()));
    // A banner added between the build and the start (npm run serve) is built at once.
    if (missing().length > 0) void refresh();
  }

  /** A served banner whose last edit the gate refused: its pages say so, with the problems. */
  const refusedEdit = (host: string): PendingBanner | undefined => {
    if (refused.length === 0) return undefined;
    const id = matchBanner(host, built);
    const banner = onDisk.find((b) => b.id === id);
    if (id === undefined || banner === undefined) return undefined;
    const ids = new Set(onDisk.map((b) => b.id));
    const own = refused.filter((p) => [id, undefined].includes(bannerOfFile(p.file, ids)));
    if (own.length === 0) return undefined;
    return { id, file: banner.file, why: { kind: 'refused', problems: gateLines(own) } };
  };

  return {
    /** The banners the served build holds (hosts resolve among these; the first is the fallback). */
    built: (): readonly BannerRef[] => built,
    /**
     * The banner file a host names that the served build lacks, and why, or undefined. The first
     * time a host asks while watching is off, the console says a restart is needed.
     */
    pending(host: string): PendingBanner | undefined {
      readIfFolderChanged();
      const lacking = missing();
      if (lacking.length === 0) return refusedEdit(host);
      const id = matchBanner(host, [...built, ...lacking.map((b) => ({ id: b.id, order: 0 }))]);
      const banner = lacking.find((b) => b.id === id);
      if (!banner) return refusedEdit(host);
      if (why.kind === 'restart' && !told.has(banner.file)) {
        told.add(banner.file);
        log(
          `[server] ${banner.file} is not in the build this server started with: restart npm start to build and serve ${banner.id}.`,
        );
      }
      return { id: banner.id, file: banner.file, why };
    },
    /** Runs the gate and the rebuild now (tests; the watchers call it after a change). */
    refresh,
    /** Called after a new build is swapped in (the server reopens dist/ and the sandbox's banners). */
    onSwap(listener: () => void) {
      swapListeners.push(listener);
    },
    /** Resolves when the watcher has read the folders and sees every later save (tests). */
    ready: () => ready,
    close(): Promise<void> {
      clearTimeout(timer);
      return watcher?.close() ?? Promise.resolve();
    },
  };
}

/** The watch as the server holds it. */
export type SiteWatch = ReturnType<typeof createSiteWatch>;
