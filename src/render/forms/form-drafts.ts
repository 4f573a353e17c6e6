/**
 * What the shopper typed into a form, kept across a sign-in (WCAG 2.2.1, issue 28 barrier 2):
 * when the session ends or the shopper chooses to stay signed in, the page goes to the
 * retailer's sign-in and comes back; the forms of this page then start from what was typed.
 * Kept in memory while typing, in the tab's sessionStorage only across the sign-in, and removed
 * when read. Bounded: a few forms, a few kilobytes.
 */

const STORAGE_KEY = 'fp-form-drafts';
const MAX_FORMS = 8;
const MAX_BYTES = 16_000;

/** The drafts of this page's forms, by form key (newest last). */
const typed = new Map<string, unknown>();

/** A form's key on this page: the path and the form's name. */
export function draftKey(path: string, form: string): string {
  return `${path}#${form}`;
}

/** Remembers what a form holds now (in memory only). */
export function rememberDraft(key: string, data: unknown): void {
  typed.delete(key);
  typed.set(key, data);
  while (typed.size > MAX_FORMS) typed.delete(typed.keys().next().value as string);
}

/** Forgets a form's draft (it was sent). */
export function forgetDraft(key: string): void {
  typed.delete(key);
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the drafts in the tab for the way through sign-in (called just before leaving). */
export function keepDraftsForSignIn(): void {
  if (typed.size === 0) return;
  const text = JSON.stringify(Object.fromEntries(typed));
  if (text.length > MAX_BYTES) return;
  try {
    storage()?.setItem(STORAGE_KEY, text);
  } catch {
    // Storage full or refused: the shopper types again, as before.
  }
}

/** The draft kept for this form across a sign-in, once (it is removed as it is read). */
export function takeKeptDraft(key: string): unknown {
  const store = storage();
  const text = store?.getItem(STORAGE_KEY);
  if (!store || !text) return undefined;
  let kept: Record<string, unknown>;
  try {
    kept = JSON.parse(text) as Record<string, unknown>;
  } catch {
    store.removeItem(STORAGE_KEY);
    return undefined;
  }
  if (!kept || typeof kept !== 'object' || !Object.hasOwn(kept, key)) return undefined;
  const draft = kept[key];
  delete kept[key];
  if (Object.keys(kept).length === 0) store.removeItem(STORAGE_KEY);
  else store.setItem(STORAGE_KEY, JSON.stringify(kept));
  return draft;
}
