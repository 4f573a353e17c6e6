/** The QA gate as a function: every problem under a root, sorted and de-duplicated. */
import { checkAssetFiles } from './check-assets';
import { checkBanners } from './check-banners';
import { checkContent } from './check-content';
import { sortProblems, type Problem } from './problem';
import { loadSchemaSet, REPO_SCHEMAS_DIR, type SchemaSet } from './schema-set';

/** Where to look: the root holding banners/ and content/, and the schemas to check against. */
export interface ValidateOptions {
  root: string;
  schemasDir?: string;
  /** A schema set already loaded (the bench reuses one across runs). */
  schemaSet?: SchemaSet;
}

/** Validates banners/ and content/ under root; an empty list means the content is clean. */
export function validateRoot(options: ValidateOptions): Problem[] {
  const set = options.schemaSet ?? loadSchemaSet(options.schemasDir ?? REPO_SCHEMAS_DIR);
  const banners = checkBanners(options.root, set);
  const problems = [
    ...banners.problems,
    ...checkContent(options.root, set, banners.ids),
    ...checkAssetFiles(options.root),
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
