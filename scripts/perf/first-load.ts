/**
 * What a page downloads before its first screen shows, split by why: the entry and its static
 * imports (React among them), the route's screen chunk, the form renderer and validators a form
 * block starts loading on mount, and the chunks the page's <head> preloads for that route
 * (scripts/build/preload-hints.ts: the hinted content kinds' validators and the rich-text stack).
 * Pure, over Vite's manifest, so the bench and its tests share one definition.
 */
import { addedFiles, entryKeys, kb, staticClosure, type Manifest } from './chunk-graph';

/** The JS files of one page load, each file in exactly one part. */
export interface FirstLoadParts {
  entry: string[];
  screen: string[];
  form: string[];
  preloaded: string[];
}

/**
 * The parts for a route: `screenKeys` and `formKeys` are manifest keys (source paths), `preloads`
 * the modulepreload hrefs the server puts in the page's head (`/assets/…`).
 */
export function firstLoadParts(
  manifest: Manifest,
  screenKeys: readonly string[],
  formKeys: readonly string[],
  preloads: readonly string[],
): FirstLoadParts {
  const entry = staticClosure(manifest, entryKeys(manifest));
  const screen = addedFiles(manifest, screenKeys, entry);
  const form = addedFiles(manifest, formKeys, [...entry, ...screen]);
  const have = new Set([...entry, ...screen, ...form]);
  const preloaded = [...new Set(preloads.map((href) => href.replace(/^\//, '')))]
    .filter((file) => file.endsWith('.js') && !have.has(file))
    .sort();
  return { entry, screen, form, preloaded };
}

/** Every file of the parts. */
export function allFiles(parts: FirstLoadParts): string[] {
  return [...parts.entry, ...parts.screen, ...parts.form, ...parts.preloaded];
}

/** The name Rolldown gave a file's chunk (e.g. "rich-html-content", "ui-text"), else its file. */
export function chunkName(manifest: Manifest, file: string): string {
  const chunk = Object.values(manifest).find((c) => c.file === file);
  return chunk?.name ?? file.replace(/^assets\//, '');
}

/**
 * Where the bytes of a page load go, for the note of a missed budget: each part's total, the
 * React floor inside the entry, and the preloaded chunks by name, heaviest first.
 */
export function describeParts(
  manifest: Manifest,
  parts: FirstLoadParts,
  size: (file: string) => number,
  floorFile: string | undefined,
): string {
  const sum = (files: string[]) => files.reduce((total, f) => total + size(f), 0);
  const floor = floorFile && parts.entry.includes(floorFile) ? size(floorFile) : 0;
  const named = [...parts.preloaded]
    .sort((a, b) => size(b) - size(a))
    .map((f) => `${chunkName(manifest, f)} ${kb(size(f))}`);
  return [
    `entry ${kb(sum(parts.entry))}${floor ? ` (React floor ${kb(floor)})` : ''}`,
    `screen ${kb(sum(parts.screen))}`,
    ...(parts.form.length ? [`form renderer and validators ${kb(sum(parts.form))}`] : []),
    ...(parts.preloaded.length
      ? [`preloaded by the page's head ${kb(sum(parts.preloaded))}: ${named.join(', ')}`]
      : []),
  ].join('; ');
}
