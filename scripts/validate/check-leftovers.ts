/**
 * Another banner's leftovers in a banner file: its name in the texts, its logo files (by name or
 * as an unchanged copy), its `bannerType`, and the "CHANGE ME" marks `npm run new-banner` puts on
 * every field the new banner must write for itself.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkStrings } from '../../src/content/placeholder-scan';
import { isJsonObject, type JsonObject } from '../../src/lib/deep-merge';
import { CHANGE_MARK } from '../lib/new-banner';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

/** Keys whose text is not shopper-facing copy (checked by their own rules). */
const NOT_COPY = new Set(['id', 'bannerType', 'supportPhone', 'color', 'white']);

interface BannerFacts {
  file: SourceFile;
  banner: JsonObject;
  id: string;
  names: string[];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && !value.startsWith(CHANGE_MARK)
    ? value
    : undefined;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * A finder of whole-word occurrences of any of `names` in a text, longest first. Indexed by each
 * name's first word and, under it, by length, so a word start costs one lookup per distinct name
 * length, however many banners share a first word ("Bench 0001" … "Bench 1000"): checking 1,000
 * banners against each other stays linear in the text.
 */
function nameFinder(names: string[]): (text: string) => string[] {
  const byFirstWord = new Map<string, { lengths: number[]; names: Set<string> }>();
  for (const name of names) {
    const first = name.match(WORD)?.[0];
    if (first === undefined || !name.startsWith(first)) continue;
    const entry = byFirstWord.get(first) ?? { lengths: [], names: new Set<string>() };
    entry.names.add(name);
    if (!entry.lengths.includes(name.length)) entry.lengths.push(name.length);
    byFirstWord.set(first, entry);
  }
  for (const entry of byFirstWord.values()) entry.lengths.sort((a, b) => b - a);
  return (text) => {
    const found: string[] = [];
    for (const m of text.matchAll(WORD)) {
      const entry = byFirstWord.get(m[0]);
      if (!entry) continue;
      for (const length of entry.lengths) {
        const end = m.index + length;
        const name = text.slice(m.index, end);
        if (entry.names.has(name) && !/^[\p{L}\p{N}]/u.test(text.slice(end, end + 1))) {
          found.push(name);
          break;
        }
      }
    }
    return found;
  };
}

/** Pointers of a file's fields still marked by new-banner (other checks stay quiet there). */
export function markedPointers(file: SourceFile): Set<string> {
  const marked = new Set<string>();
  walkStrings(file.parsed.value, (text, pointer) => {
    if (text.startsWith(CHANGE_MARK)) marked.add(pointer);
  });
  return marked;
}

/** Leftover problems of every banner file, given all banner files that parsed. */
export function checkLeftovers(root: string, files: SourceFile[]): Problem[] {
  const facts: BannerFacts[] = [];
  for (const file of files) {
    const banner = file.parsed.value;
    if (!isJsonObject(banner)) continue;
    // The file name is the banner's identity (a copied file may still hold the other's id).
    const id = file.rel.replace(/^.*\//, '').replace(/\.json$/, '');
    const names = [str(banner.displayName), str(banner.loyaltyProgramName)].filter(
      (n): n is string => n !== undefined,
    );
    facts.push({ file, banner, id, names });
  }
  // The older banner (lower order) owns what two banners share: the newer one copied it.
  facts.sort((a, b) => Number(a.banner.order) - Number(b.banner.order) || a.id.localeCompare(b.id));
  // Which banner a name, a logo file, a logo's content and a banner type belong to.
  const nameOwner = new Map<string, BannerFacts>();
  const logoOwner = new Map<string, BannerFacts>();
  const logoHashOwner = new Map<string, { owner: BannerFacts; logo: string }>();
  const typeOwner = new Map<string, BannerFacts>();
  const hashes = new Map<string, string | undefined>();
  const hashOf = (logo: string) => {
    if (!hashes.has(logo)) {
      const path = join(root, 'banners', 'logos', logo);
      hashes.set(
        logo,
        /^[a-z0-9-]+\.svg$/.test(logo) && existsSync(path)
          ? createHash('sha1').update(readFileSync(path)).digest('hex')
          : undefined,
      );
    }
    return hashes.get(logo);
  };
  const logosOf = (f: BannerFacts) =>
    isJsonObject(f.banner.logos)
      ? Object.entries(f.banner.logos).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        )
      : [];
  for (const f of facts) {
    for (const name of f.names) if (!nameOwner.has(name)) nameOwner.set(name, f);
    for (const [, logo] of logosOf(f)) {
      // A logo named after its banner's id is that banner's own; others may be shared by mistake.
      if (logo.startsWith(f.id)) logoOwner.set(logo, f);
    }
    const type = str(f.banner.bannerType);
    if (type !== undefined && !typeOwner.has(type)) typeOwner.set(type, f);
  }
  for (const f of facts) {
    for (const [, logo] of logosOf(f)) {
      const hash = hashOf(logo);
      if (hash !== undefined && logo.startsWith(f.id) && !logoHashOwner.has(hash))
        logoHashOwner.set(hash, { owner: f, logo });
    }
  }
  const findName = nameFinder([...nameOwner.keys()]);
  const problems: Problem[] = [];
  for (const f of facts) {
    const own = f.names.join(' | ');
    const label = str(f.banner.displayName) ?? f.id;
    for (const key of ['displayName', 'loyaltyProgramName']) {
      const name = str(f.banner[key]);
      const owner = name === undefined ? undefined : nameOwner.get(name);
      if (owner && owner !== f) {
        problems.push(
          problemAt(
            f.file,
            `/${key}`,
            `${key} "${name}" is already the ${key} of ${owner.file.rel}: write this banner's own`,
            'leftover',
          ),
        );
      }
    }
    walkStrings(f.banner, (text, pointer, key) => {
      if (text.startsWith(CHANGE_MARK)) {
        problems.push(
          problemAt(
            f.file,
            pointer,
            `still marked by new-banner: write ${label}'s own ${key ?? 'value'} here, without "${CHANGE_MARK.trim()}" (copied: "${text.slice(CHANGE_MARK.length)}")`,
            'new-banner',
          ),
        );
        return;
      }
      if (key !== undefined && NOT_COPY.has(key)) return;
      for (const name of findName(text)) {
        const owner = nameOwner.get(name);
        // A name inside this banner's own names ("Safeway" in "Carrs Safeway") is its own.
        if (!owner || owner === f || own.includes(name)) continue;
        problems.push(
          problemAt(
            f.file,
            pointer,
            `names "${name}", the name of another banner (${owner.file.rel}): this text was likely copied; write ${label}'s own`,
            'leftover',
          ),
        );
        break;
      }
    });
    for (const [kind, logo] of logosOf(f)) {
      const owner = logoOwner.get(logo);
      if (owner && owner !== f) {
        problems.push(
          problemAt(
            f.file,
            `/logos/${kind}`,
            `${logo} is the logo of another banner (${owner.file.rel}): add this banner's own logo as banners/logos/${f.id}${kind === 'white' ? '-white' : ''}.svg and name it here`,
            'leftover',
            { suggestion: `${f.id}${kind === 'white' ? '-white' : ''}.svg` },
          ),
        );
        continue;
      }
      const hash = hashOf(logo);
      const same = hash === undefined ? undefined : logoHashOwner.get(hash);
      if (same && same.owner !== f) {
        problems.push(
          problemAt(
            f.file,
            `/logos/${kind}`,
            `banners/logos/${logo} is an unchanged copy of banners/logos/${same.logo} (${same.owner.file.rel}): replace it with ${label}'s own logo`,
            'leftover',
          ),
        );
      }
    }
    const type = str(f.banner.bannerType);
    const typeBanner = type === undefined ? undefined : typeOwner.get(type);
    if (type !== undefined && typeBanner && typeBanner !== f) {
      problems.push(
        problemAt(
          f.file,
          '/bannerType',
          `bannerType "${type}" is already the type of ${typeBanner.file.rel}, so this banner would get that banner's partner offers: set this banner's own type (usually its id)`,
          'leftover',
          { suggestion: f.id },
        ),
      );
    }
  }
  return problems;
}
