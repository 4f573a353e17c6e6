/**
 * Reading banners and content from disk, shared by the validator, codegen tests and the sandbox
 * content service, so every reader agrees on merge rules and error messages.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deepMerge, isJsonObject, type JsonObject } from '../src/lib/deep-merge.ts';
import { ContentParseError, parseJsonSource, type ParsedJson } from './json-source.ts';

export { ContentParseError } from './json-source.ts';

/** A banner file as read from banners/<id>.json (shape checked by the validator, not here). */
export interface BannerFile extends JsonObject {
  id: string;
  order: number;
}

/** Thrown when a content path names no default file. */
export class ContentNotFoundError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`No content at "${path}"`);
    this.name = 'ContentNotFoundError';
    this.path = path;
  }
}

/** Reads and strictly parses one JSON file; throws ContentParseError with file:line:column. */
export function readJsonFile(file: string): ParsedJson {
  return parseJsonSource(file, readFileSync(file, 'utf8'));
}

function readObject(file: string): JsonObject {
  const { value } = readJsonFile(file);
  if (!isJsonObject(value)) {
    throw new ContentParseError(file, { line: 1, column: 1 }, 'the file must hold a JSON object');
  }
  return value;
}

/** The banners' order: by `order`, then id, so the first one is the fallback. */
export function byBannerOrder(a: JsonObject, b: JsonObject): number {
  return Number(a.order) - Number(b.order) || String(a.id).localeCompare(String(b.id));
}

/**
 * Every banners/*.json by its path from the project root (`banners/vons.json`), parsed; a file
 * that is not a JSON object throws ContentParseError with file, line and column.
 */
export function readBannerFiles(root: string): Record<string, BannerFile> {
  const dir = join(root, 'banners');
  const files: Record<string, BannerFile> = {};
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    files[`banners/${name}`] = readObject(join(dir, name)) as BannerFile;
  }
  return files;
}

/** Every banners/*.json, sorted by `order` (then id), so the first one is the fallback. */
export function listBanners(root: string): BannerFile[] {
  return Object.values(readBannerFiles(root)).sort(byBannerOrder);
}

/** Content paths are relative, slash-separated and never climb out of content/. */
function assertSafePath(path: string): void {
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/i.test(path)) {
    throw new ContentNotFoundError(path);
  }
}

/**
 * content/<path>.json deep-merged with content/<banner>/<path>.json when it exists, with
 * `$schema` dropped: the merged value is what the app receives.
 */
export function readMergedContent(root: string, bannerId: string, path: string): JsonObject {
  assertSafePath(path);
  const base = join(root, 'content', `${path}.json`);
  if (!existsSync(base)) throw new ContentNotFoundError(path);
  let merged = readObject(base);
  if (/^[a-z0-9-]+$/i.test(bannerId)) {
    const override = join(root, 'content', bannerId, `${path}.json`);
    if (existsSync(override)) merged = deepMerge(merged, readObject(override));
  }
  const rest: JsonObject = { ...merged };
  delete rest.$schema;
  return rest;
}
