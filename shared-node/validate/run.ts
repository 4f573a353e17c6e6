/** The QA gate as a function: every problem under a root, sorted and de-duplicated. */
import { checkRoot } from './check-root';
import type { Problem } from './problem';
import { loadSchemaSet, REPO_SCHEMAS_DIR, type SchemaSet } from './schema-set';

/** Where to look: the root holding banners/ and content/, and the schemas to check against. */
export interface ValidateOptions {
  root: string;
  schemasDir?: string;
  /** A schema set already loaded (the bench and the server reuse one across runs). */
  schemaSet?: SchemaSet;
}

/**
 * Validates banners/ and content/ under root, compiling the schemas unless a set is given; an
 * empty list means the content is clean. The CLI loads its set with gateSchemaSet instead.
 */
export function validateRoot(options: ValidateOptions): Problem[] {
  const set = options.schemaSet ?? loadSchemaSet(options.schemasDir ?? REPO_SCHEMAS_DIR);
  return checkRoot(options.root, set);
}
