/**
 * What the shopper typed into a form, kept across a sign-in (WCAG 2.2.1, issue 28 barrier 2):
 * when the session ends or the shopper chooses to stay signed in, the page goes to the
 * retailer's sign-in and comes back; the forms of this page then start from what was typed.
 * Kept in memory while typing, in the tab's sessionStorage only across the sign-in, and removed
 * from it when read. Bounded: a few forms, a few kilobytes.
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
  readBack.delete(key);
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

/**
 * Drafts read back from the tab after a sign-in, until the form that shows one is on screen.
 * React may render a form and drop that render (a newer update came first, which a slow phone or
 * a busy machine makes likely), then render it again: the render it keeps must start from the
 * same draft. Taking the draft out of the tab as it was read lost it to the dropped render, and
 * the shopper's feedback came back empty (caught by the browser suite under load).
 */
const readBack = new Map<string, unknown>();

/**
 * The draft kept for this form across a sign-in. Reading it is safe in a render: it answers the
 * same until `draftShown` says the form is on screen. The tab's copy is removed at the first read,
 * so a reload does not bring it back a second time.
 */
export function keptDraft(key: string): unknown {
  if (readBack.has(key)) return readBack.get(key);
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
  readBack.set(key, draft);
  while (readBack.size > MAX_FORMS) readBack.delete(readBack.keys().next().value as string);
  return draft;
}

/**
 * The form showing a draft read back is on screen (its first commit): the draft is given back
 * once, so the form met again later in this page starts empty, as before the sign-in.
 */
export function draftShown(key: string): void {
  readBack.delete(key);
}
