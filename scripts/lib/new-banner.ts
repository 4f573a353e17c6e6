/**
 * `npm run new-banner -- <id> --from <banner>`: a new banner file copied from an existing one, with
 * every field that must change marked (CHANGE_MARK) and the logos copied under the new id. The
 * gate (check-leftovers.ts) reports each mark still there, each unchanged logo copy and any other
 * banner's name left in the texts, so nothing copied ships unnoticed.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject, type JsonObject, type JsonValue } from '../../src/lib/deep-merge';
import { suggest } from '../../src/lib/suggest';
import { CHANGE_MARK } from '../../src/content/banner-checks';
import { isBannerId } from '../../shared-node/banner-id';
import { parseJsonSource } from '../../shared-node/json-source';

/** How new-banner marks a field the new banner must change (the copied text follows). */
export { CHANGE_MARK };

/** Fields every banner writes for itself, whatever their text. */
const ALWAYS_CHANGE = new Set([
  'displayName',
  'loyaltyProgramName',
  'promoDescription',
  'bannerType',
]);

/** What new-banner wrote and what the editor still has to do. */
export interface NewBannerResult {
  written: string[];
  /** Pointers of the marked fields. */
  marked: string[];
}

/** Thrown for a usage mistake (bad id, unknown source, existing target), in plain words. */
export class NewBannerError extends Error {}

function readBanner(root: string, id: string): JsonObject {
  const value = parseJsonSource(
    `banners/${id}.json`,
    readFileSync(join(root, 'banners', `${id}.json`), 'utf8'),
  ).value;
  if (!isJsonObject(value))
    throw new NewBannerError(`banners/${id}.json does not hold a banner object`);
  return value;
}

/** Writes banners/<id>.json and its two logos from banners/<from>.json; returns what it did. */
export function newBanner(root: string, id: string, from: string): NewBannerResult {
  if (!isBannerId(id)) {
    throw new NewBannerError(
      `"${id}" cannot be a banner id: use lower-case letters and digits only, as in the host name (vons for www.vons.com)`,
    );
  }
  const bannersDir = join(root, 'banners');
  const ids = readdirSync(bannersDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
  if (!ids.includes(from)) {
    const near = suggest(from, ids);
    throw new NewBannerError(
      `there is no banners/${from}.json to copy from${near ? ` (did you mean "${near}"?)` : ''}`,
    );
  }
  const target = join(bannersDir, `${id}.json`);
  const logos = { color: `${id}.svg`, white: `${id}-white.svg` };
  for (const file of [target, ...Object.values(logos).map((l) => join(bannersDir, 'logos', l))]) {
    if (existsSync(file))
      throw new NewBannerError(`${file} already exists; new-banner never overwrites a file`);
  }
  const source = readBanner(root, from);
  const orders = ids.map((b) => {
    try {
      return Number(readBanner(root, b).order) || 0;
    } catch {
      return 0;
    }
  });
  const names = [source.displayName, source.loyaltyProgramName].filter(
    (n): n is string => typeof n === 'string' && n !== '',
  );
  const marked: string[] = [];
  const mark = (value: JsonValue, key: string, pointer: string): JsonValue => {
    if (typeof value === 'string') {
      if (ALWAYS_CHANGE.has(key) || names.some((n) => value.includes(n))) {
        marked.push(pointer);
        return `${CHANGE_MARK}${value}`;
      }
      return value;
    }
    if (isJsonObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, mark(v, k, `${pointer}/${k}`)]),
      );
    }
    return value;
  };
  const banner: JsonObject = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'id') banner.id = id;
    else if (key === 'order') banner.order = Math.max(0, ...orders) + 1;
    else if (key === 'logos') banner.logos = logos;
    else if (key === '$schema' || key === 'theme' || key === 'supportPhone') banner[key] = value;
    else banner[key] = mark(value, key, `/${key}`);
  }
  writeFileSync(target, `${JSON.stringify(banner, null, 2)}\n`);
  const written = [`banners/${id}.json`];
  const sourceLogos = isJsonObject(source.logos) ? source.logos : {};
  for (const [kind, logo] of Object.entries(logos)) {
    const from = sourceLogos[kind];
    if (typeof from !== 'string') continue;
    copyFileSync(join(bannersDir, 'logos', from), join(bannersDir, 'logos', logo));
    written.push(`banners/logos/${logo}`);
  }
  return { written, marked };
}
