/** The QA gate's checks over one root with a schema set: every problem, sorted and de-duplicated. */
import { checkAssetFiles } from './check-assets';
import { checkBanners } from './check-banners';
import { checkContent } from './check-content';
import { sortProblems, type Problem } from './problem';
import type { SchemaSet } from './schema-files';

/** Checks banners/ and content/ under root against `set`; an empty list means clean content. */
export function checkRoot(root: string, set: SchemaSet): Problem[] {
  const banners = checkBanners(root, set);
  const problems = [
    ...banners.problems,
    ...checkContent(root, set, banners.ids),
    ...checkAssetFiles(root),
  ];
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = `${p.file}|${p.pointer}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return sortProblems(unique);
}
