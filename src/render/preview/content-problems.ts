/**
 * Every problem of a pasted content JSON, each at its JSON pointer, found by the QA gate's own
 * checks (src/content/content-checks.ts, so the words and did-you-means are the gate's), fed
 * what the preview knows: its every-error precompiled validators, the registered block types,
 * the content paths of the repository and the banner's error catalogue; a pasted banner also gets
 * the gate's banner checks (logos, contrast, host-label ids, look-alikes). Checks across files
 * (duplicate ids and orders, another banner's leftovers) stay with `npm run validate`.
 */
import blockAliases from '../../../schemas/block-aliases.json';
import { bannerValueChecks, withoutMarked } from '../../content/banner-checks';
import {
  contentChecks,
  type CatalogueNames,
  type CheckContext,
} from '../../content/content-checks';
import { knownPlaceholders } from '../../content/placeholder-scan';
import { fullPointer, type CheckValidator } from '../../content/schema-messages';
import { UI_KEYS, UI_OPTIONS, WIDGET_NAMES } from '../forms/ui-vocabulary';
import type { PasteKind } from './paste-kinds';
import { readBundledLogo, themeDefaults } from './side-by-side/banner-sources';

/** One problem, located by JSON pointer. */
export interface ContentProblem {
  pointer: string;
  message: string;
  suggestion?: string;
}

// Keys only: the repository's default content paths, for a layout's `content:<path>`.
const contentFiles = Object.keys(
  import.meta.glob(['/content/*.json', '/content/screens/*.json', '/content/forms/*.json']),
);

/** The default content paths (`faq`, `screens/manage`, `forms/zip-code`). */
export const contentPaths: ReadonlySet<string> = new Set(
  contentFiles.map((file) => file.replace(/^\/content\/|\.json$/g, '')),
);

/** The gate's check context as the preview has it. */
export function previewCheckContext(
  validators: Readonly<Record<string, CheckValidator>>,
  catalogue: CatalogueNames,
): CheckContext {
  const names = Object.keys(validators);
  return {
    validator: (name) => (Object.hasOwn(validators, name) ? validators[name] : undefined),
    blockTypes: new Set(
      names.filter((n) => n.startsWith('blocks/')).map((n) => n.slice('blocks/'.length)),
    ),
    blockAliases,
    contentPaths,
    catalogue,
    placeholders: knownPlaceholders,
    form: { uiKeys: UI_KEYS, uiOptions: UI_OPTIONS, widgetNames: Object.keys(WIDGET_NAMES) },
  };
}

/** Every problem of a pasted value of a kind, in the gate's words. */
export function pastedProblems(
  kind: PasteKind,
  value: unknown,
  ctx: CheckContext,
): ContentProblem[] {
  // A banner gets the gate's banner checks too (logos, contrast, ids), as npm run validate runs them.
  const checks =
    kind.id === 'banner'
      ? withoutMarked(value, [
          ...contentChecks(kind.schema, value, ctx),
          ...bannerValueChecks(value, readBundledLogo, themeDefaults),
        ])
      : contentChecks(kind.schema, value, ctx);
  return checks.map((problem) => ({
    pointer: fullPointer(problem),
    message: problem.message,
    ...(problem.suggestion === undefined ? {} : { suggestion: problem.suggestion }),
  }));
}
