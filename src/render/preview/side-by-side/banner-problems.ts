/**
 * The gate's problems of every banner, for the side-by-side view: each banner file checked by
 * the same functions `npm run validate` runs (src/content/content-checks.ts for its schema and
 * placeholders, src/content/banner-checks.ts for its logos, contrast and another banner's
 * leftovers), in the gate's words. The id and order checks that compare file names and edit
 * times stay with the gate.
 */
import {
  bannerValueChecks,
  leftoverChecks,
  withoutMarked,
  type BannerFile,
  type ReadLogo,
} from '../../../content/banner-checks';
import { contentChecks, type CheckContext } from '../../../content/content-checks';
import { fullPointer } from '../../../content/schema-messages';

/** One problem as a tile lists it. */
export interface TileProblem {
  /** The file it is in: `banners/<id>.json`, or the pasted content's `content/<path>.json`. */
  file: string;
  pointer: string;
  message: string;
  suggestion?: string;
  severity: 'error' | 'warning';
}

/** What the banner checks read besides the banner files. */
export interface BannerCheckInputs {
  ctx: CheckContext;
  readLogo: ReadLogo;
  /** The theme's default colours (`:root` of base.css). */
  themeDefaults: Readonly<Record<string, string>>;
}

/** A check as a tile lists it, with its severity (an error unless the check says otherwise). */
export function tileProblem(
  file: string,
  check: { pointer: string; message: string; key?: string; suggestion?: string; severity?: string },
): TileProblem {
  return {
    file,
    pointer: fullPointer(check),
    message: check.message,
    ...(check.suggestion === undefined ? {} : { suggestion: check.suggestion }),
    severity: check.severity === 'warning' ? 'warning' : 'error',
  };
}

/** Every banner file's problems, by its path (`banners/<id>.json`). */
export function bannerProblems(
  files: readonly BannerFile[],
  { ctx, readLogo, themeDefaults }: BannerCheckInputs,
): Map<string, TileProblem[]> {
  const byFile = new Map<string, TileProblem[]>();
  for (const { rel, value } of files) {
    const own = withoutMarked(value, [
      ...contentChecks('banner', value, ctx),
      ...bannerValueChecks(value, readLogo, themeDefaults),
    ]);
    byFile.set(
      rel,
      own.map((check) => tileProblem(rel, check)),
    );
  }
  for (const check of leftoverChecks(files, (logo) => readLogo(logo))) {
    byFile.get(check.rel)?.push(tileProblem(check.rel, check));
  }
  return byFile;
}

/**
 * The banner files with a pasted banner in place of the file of its id (or added, for a new id),
 * so leftovers are found against every other banner as the gate finds them.
 */
export function withPastedBanner(
  files: readonly BannerFile[],
  pasted: unknown,
): { files: BannerFile[]; rel?: string } {
  const id = pasted && typeof pasted === 'object' ? (pasted as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || !/^[a-z0-9]+$/.test(id)) return { files: [...files] };
  const rel = `banners/${id}.json`;
  const others = files.filter((file) => file.rel !== rel);
  return { files: [...others, { rel, value: pasted }], rel };
}
