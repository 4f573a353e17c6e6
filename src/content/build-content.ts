/**
 * Content the build checked: the fingerprints (src/lib/content-digest.ts) of the banner's content
 * as the content service answers it, for each value that passed its kind's validator (a layout's
 * blocks their types' too) when the build wrote the page (scripts/build/prerender.ts puts them in
 * the page's data as `digests`). The app reads every content path again once it is live, because
 * the sandbox or an editor may have changed it since the build; an answer with the fingerprint of
 * what the build checked needs no second check, so the page never loads that kind's validator
 * (issue 23: the validators the first screen does not need stay off the first load, and the
 * navigation's and the next screen's off the main thread). An answer that differs in any way is
 * checked as before (src/content/use-content.ts).
 */
import { MAX_CONTENT_DIGESTS } from '../lib/content-digest-limit';
import { LAYOUT_KIND, markLayoutChecked } from './block-props-checks';
import { kindOfPath } from './content-kinds';

const checkedDigests = new Map<string, string>();

const keyOf = (bannerId: string, path: string) => `${bannerId}\n${path}`;

/**
 * Remembers the fingerprints of the banner's build-checked content (called once, before the app
 * renders), at most MAX_CONTENT_DIGESTS of them. The blocks of a layout the page carries and the
 * build checked are marked as checked too (block-props-checks.ts), as the page renders from it.
 */
export function rememberCheckedContent(
  bannerId: string,
  content: Readonly<Record<string, unknown>>,
  digests: Readonly<Record<string, unknown>>,
): void {
  for (const [path, digest] of Object.entries(digests)) {
    if (checkedDigests.size >= MAX_CONTENT_DIGESTS) return;
    if (typeof digest !== 'string') continue;
    checkedDigests.set(keyOf(bannerId, path), digest);
    if (Object.hasOwn(content, path) && kindOfPath(path) === LAYOUT_KIND) {
      markLayoutChecked(content[path]);
    }
  }
}

/** Whether the page carries the fingerprint of a build-checked value for `path` on a banner. */
export function hasCheckedDigest(bannerId: string, path: string): boolean {
  return checkedDigests.has(keyOf(bannerId, path));
}

/**
 * Whether `value`, read for `path` on a banner, has the fingerprint of what the build checked (a
 * layout's blocks are then marked as checked); false where it differs or cannot be fingerprinted.
 */
export async function matchesCheckedDigest(
  bannerId: string,
  path: string,
  value: unknown,
): Promise<boolean> {
  const expected = checkedDigests.get(keyOf(bannerId, path));
  if (expected === undefined) return false;
  // Loaded with the first answer to compare, off the first load; if it cannot load, the answer is
  // checked as any other.
  const digest = await import('../lib/content-digest').then(
    ({ contentDigest }) => contentDigest(value),
    () => undefined,
  );
  if (digest !== expected) return false;
  if (kindOfPath(path) === LAYOUT_KIND) markLayoutChecked(value);
  return true;
}

/** Forgets every remembered fingerprint (tests). */
export function forgetCheckedContent(): void {
  checkedDigests.clear();
}
