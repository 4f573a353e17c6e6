/**
 * Which schema checks which content path. One table, read by the validator (files on disk) and by
 * useContent (fetched fragments), so both always agree.
 */

/** Fixed default paths and their schema names (schemas/<name>.schema.json). */
const FIXED_KINDS: Readonly<Record<string, string>> = {
  'feature-toggles': 'feature-toggles',
  constants: 'constants',
  'error-catalogue': 'error-catalogue',
  plans: 'plans',
  offers: 'offers',
  'benefit-tiles': 'benefit-tiles',
  'pre-churn-tiles': 'benefit-tiles',
  faq: 'faq',
  terms: 'terms',
  'snap-easy-steps': 'rich-text',
  'ui-text': 'ui-text',
  'left-nav-v1': 'left-nav-v1',
  'left-nav-v2': 'left-nav-v2',
  // Labels of the sandbox panel (sandbox and development builds only; bundled, never fetched).
  'sandbox-panel': 'sandbox-panel',
};

/** Folders whose every file has one kind. */
const FOLDER_KINDS: Readonly<Record<string, string>> = {
  screens: 'screen-layout',
  forms: 'form',
};

/** Top-level content/ folders that are not banner overrides. */
export const CONTENT_FOLDERS: readonly string[] = [...Object.keys(FOLDER_KINDS), 'assets'];

/**
 * The schema name of a content path such as "faq" or "screens/manage"; undefined when the path
 * is not a known kind, so callers report it instead of guessing.
 */
export function kindOfPath(path: string): string | undefined {
  if (Object.hasOwn(FIXED_KINDS, path)) return FIXED_KINDS[path];
  const slash = path.indexOf('/');
  if (slash > 0) {
    const folder = path.slice(0, slash);
    const rest = path.slice(slash + 1);
    if (Object.hasOwn(FOLDER_KINDS, folder) && /^[a-z0-9-]+$/.test(rest)) {
      return FOLDER_KINDS[folder];
    }
  }
  return undefined;
}

/** Every fixed content path, for tools that list what may be fetched. */
export function knownContentPaths(): string[] {
  return Object.keys(FIXED_KINDS);
}
