/**
 * What the retailer's content service answers for a path, as the sandbox serves it and the build
 * records it: the merged content (readMergedContent), with the left-nav payloads' placeholders
 * filled, as the real API fills them (contract §3).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FOLDERS, kindOfPath, knownContentPaths } from '../src/content/content-kinds.ts';
import { fillLoyaltyProgram } from '../src/lib/loyalty-program.ts';
import type { JsonObject } from '../src/lib/deep-merge.ts';
import { readMergedContent } from './content-files.ts';

/** The banner fields the services' words are filled from. */
export interface FillingBanner {
  displayName: string;
  loyaltyProgramName: string;
  supportPhone: string;
}

/**
 * Fills `{banner}`, `{phone}`, `{loyaltyProgram}` and `{product}` in every string of a value, as
 * the retailer's services do (the left-nav payload arrives filled). `{loyaltyProgram}` never
 * repeats the program name's last word (fillLoyaltyProgram, shared with the app).
 */
export function fillPlaceholders<T>(value: T, banner: FillingBanner): T {
  const map: Record<string, string> = {
    banner: banner.displayName,
    phone: banner.supportPhone,
    product: 'FreshPass',
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      return fillLoyaltyProgram(v, banner.loyaltyProgramName).replace(
        /\{(banner|phone|product)\}/g,
        (_, k: string) => map[k] ?? _,
      );
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}

/** The content service's answer for `path` on a banner (throws ContentNotFoundError). */
export function servedContent(
  root: string,
  banner: FillingBanner & { id: string },
  path: string,
): JsonObject {
  const merged = readMergedContent(root, banner.id, path);
  return path.startsWith('left-nav-') ? fillPlaceholders(merged, banner) : merged;
}

/**
 * Every content path the service answers and the app may fetch: the fixed paths with a kind
 * (content-kinds.ts), but not the sandbox panel's labels, which are bundled, and each file of a
 * folder whose files have a kind (the screen layouts and the forms).
 */
export function servedContentPaths(root: string): string[] {
  const inFolder = (folder: string) => {
    const dir = join(root, 'content', folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => `${folder}/${name.slice(0, -'.json'.length)}`)
      .filter((path) => kindOfPath(path) !== undefined)
      .sort();
  };
  return [
    ...knownContentPaths().filter((path) => path !== 'sandbox-panel'),
    ...CONTENT_FOLDERS.flatMap(inFolder),
  ];
}
