/**
 * Another banner's leftovers in a banner file, located in its file. The check itself is
 * `leftoverChecks` of src/content/banner-checks.ts, shared with the editor preview's side-by-side
 * view; here a logo's fingerprint is the SHA-1 of its file on disk.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leftoverChecks, markedPointers as markedIn } from '../../src/content/banner-checks';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

/** Pointers of a file's fields still marked by new-banner (other checks stay quiet there). */
export function markedPointers(file: SourceFile): Set<string> {
  return markedIn(file.parsed.value);
}

/** Leftover problems of every banner file, given all banner files that parsed. */
export function checkLeftovers(root: string, files: SourceFile[]): Problem[] {
  const byRel = new Map(files.map((file) => [file.rel, file]));
  const fingerprint = (logo: string) => {
    const path = join(root, 'banners', 'logos', logo);
    return existsSync(path)
      ? createHash('sha1').update(readFileSync(path)).digest('hex')
      : undefined;
  };
  return leftoverChecks(
    files.map((file) => ({ rel: file.rel, value: file.parsed.value })),
    fingerprint,
  ).flatMap(({ rel, pointer, message, rule, suggestion }) => {
    const file = byRel.get(rel);
    return file
      ? [problemAt(file, pointer, message, rule, suggestion === undefined ? {} : { suggestion })]
      : [];
  });
}
