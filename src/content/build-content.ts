/**
 * Content the build checked: the values a prerendered page carries that passed their kind's
 * validator when the page was written (scripts/build/prerender.ts lists them in the page's data as
 * `checked`). The app reads every content path again once it is live, because the sandbox or an
 * editor may have changed it since the build; an answer equal to what the build checked needs no
 * second check, so the page never loads that kind's validator (issue 23: the validators the first
 * screen does not need stay off the first load). An answer that differs in any way is checked as
 * before (src/content/use-content.ts).
 */
import { sameJson } from '../lib/same-json';
import { LAYOUT_KIND, markLayoutChecked } from './block-props-checks';
import { kindOfPath } from './content-kinds';

/** Paths a page carries: its shell's content and its first screen's, a few dozen at most. */
export const MAX_CHECKED_PATHS = 64;

const checkedValues = new Map<string, unknown>();

const keyOf = (bannerId: string, path: string) => `${bannerId}\n${path}`;

/**
 * Remembers the page's build-checked content (called once, before the app renders). Only paths
 * both carried and listed as checked are kept, at most MAX_CHECKED_PATHS of them; a layout's
 * blocks are marked as checked too (block-props-checks.ts), as the page renders from these values.
 */
export function rememberCheckedContent(
  bannerId: string,
  content: Readonly<Record<string, unknown>>,
  checked: readonly string[],
): void {
  for (const path of checked) {
    if (checkedValues.size >= MAX_CHECKED_PATHS) return;
    if (!Object.hasOwn(content, path)) continue;
    checkedValues.set(keyOf(bannerId, path), content[path]);
    if (kindOfPath(path) === LAYOUT_KIND) markLayoutChecked(content[path]);
  }
}

/** Whether the page carries a build-checked value for `path` on a banner. */
export function hasCheckedContent(bannerId: string, path: string): boolean {
  return checkedValues.has(keyOf(bannerId, path));
}

/** Whether `value`, read for `path` on a banner, is exactly what the build checked. */
export function isBuildChecked(bannerId: string, path: string, value: unknown): boolean {
  const key = keyOf(bannerId, path);
  return checkedValues.has(key) && sameJson(checkedValues.get(key), value);
}

/** Forgets every remembered value (tests). */
export function forgetCheckedContent(): void {
  checkedValues.clear();
}
