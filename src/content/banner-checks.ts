/**
 * The checks of banner files that need more than the banner's schema, in one wording for the QA
 * gate (`npm run validate`, shared-node/validate/check-banners.ts, which reads files from disk and
 * locates each problem in its file) and the editor preview's side-by-side view (which has the
 * banners and logos the build bundled): logos (present, plain SVG, sized), the loyalty program
 * named once, WCAG AA contrast of the theme and another banner's leftovers. Pure: what differs
 * between the two callers (how a logo file is read, the stylesheet's default colours) comes in
 * as arguments.
 */
import { isJsonObject, type JsonObject } from '../lib/deep-merge';
import { AA_NORMAL_TEXT, contrastRatio, nearestPassingColour } from '../lib/contrast';
import { loyaltyWordRepeat } from '../lib/loyalty-program';
import type { ContentCheck } from './content-checks';
import { hostLabelChecks } from './host-labels';
import { logoChecks, type ReadLogo } from './logo-checks';
import { walkStrings } from './placeholder-scan';

/** How `npm run new-banner` marks a field the new banner must change (the copied text follows). */
export const CHANGE_MARK = 'CHANGE ME: ';

export type { ReadLogo };

/**
 * Text colour → background colour pairs that must reach WCAG AA, one per pair the CSS in src/
 * builds from `--fp-*` variables (shared-node/validate/theme-pairs.test.ts reads the stylesheets and
 * fails on a pair missing here). Contrast is symmetric, so `surface` text on `onSurface`
 * (tooltips, the snackbar) is the `onSurface`/`surface` pair.
 */
export const THEME_PAIRS: readonly [string, string][] = [
  ['onPrimary', 'primary'], // primary buttons, skip link, nav badges
  ['onSecondary', 'secondary'], // plan and offer badges
  ['onSurface', 'surface'], // body text, inputs, tooltips and the snackbar (inverted)
  ['onMuted', 'muted'], // notices, the active nav item
  ['onMuted', 'surface'], // tile rules, summary notes, field help, the counter, unknown blocks
  ['primary', 'surface'], // secondary buttons, the nav dropdown toggle
  ['error', 'surface'], // field and form errors, a broken block's message
  ['link', 'surface'],
  ['link', 'muted'],
  ['focus', 'surface'],
];

/** `--fp-on-primary` → `onPrimary`: a CSS custom property's theme key (see themeVars). */
export function themeKeyOf(cssVariable: string): string {
  return cssVariable.replace(/^--fp-/, '').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** The hex colours of the `:root` custom properties of a stylesheet, by theme key. */
export function cssThemeDefaults(css: string): Record<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const defaults: Record<string, string> = {};
  for (const m of root.matchAll(/(--fp-[a-z-]+)\s*:\s*(#[0-9a-f]{3,8})\s*;/gi)) {
    defaults[themeKeyOf(m[1])] = m[2];
  }
  return defaults;
}

/**
 * WCAG AA contrast of a banner's theme: every text colour on the background the stylesheets put
 * it on. A colour the banner leaves out is the stylesheet's default (`defaults`: `:root` of
 * base.css), as in the browser, so a dark surface is caught against the default error colour too.
 */
export function contrastChecks(
  banner: unknown,
  defaults: Readonly<Record<string, string>>,
  pairs: readonly [string, string][] = THEME_PAIRS,
): ContentCheck[] {
  if (!isJsonObject(banner) || !isJsonObject(banner.theme)) return [];
  const theme = banner.theme;
  const colour = (key: string) => {
    const own = theme[key];
    return typeof own === 'string'
      ? { value: own, own: true }
      : { value: defaults[key], own: false };
  };
  const problems: ContentCheck[] = [];
  for (const [fg, bg] of pairs) {
    const a = colour(fg);
    const b = colour(bg);
    if (a.value === undefined || b.value === undefined) continue;
    const ratio = contrastRatio(a.value, b.value);
    if (ratio === undefined || ratio >= AA_NORMAL_TEXT) continue;
    const name = (key: string, c: { value: string; own: boolean }) =>
      `${key} ${c.value}${c.own ? '' : ' (the default of base.css)'}`;
    // Point at the banner's own colour: the text colour when it sets it, else the background.
    const at = a.own ? `/theme/${fg}` : b.own ? `/theme/${bg}` : '/theme';
    // The fix: the nearest text colour that passes on this background (a banner chooses its
    // backgrounds; a text colour it leaves to base.css is one it can set in its theme).
    const near = nearestPassingColour(a.value, b.value);
    const fix = near
      ? `; the nearest ${fg} that passes is ${near}${a.own ? '' : ` (set "${fg}" in the theme)`}`
      : '';
    problems.push({
      pointer: at,
      message: `${name(fg, a)} on ${name(bg, b)} has contrast ${ratio.toFixed(2)}:1, below WCAG AA ${AA_NORMAL_TEXT}:1${fix}`,
      rule: 'contrast',
      ...(near && at === `/theme/${fg}` ? { suggestion: near } : {}),
    });
  }
  return problems;
}

/**
 * Text written out with the loyalty program's name must not repeat its last word ("Kings Rewards
 * rewards"); content written with the `{loyaltyProgram}` placeholder is filled without the repeat.
 */
export function loyaltyWordChecks(banner: unknown): ContentCheck[] {
  if (!isJsonObject(banner) || typeof banner.loyaltyProgramName !== 'string') return [];
  const name = banner.loyaltyProgramName;
  const repeats = loyaltyWordRepeat(name);
  const problems: ContentCheck[] = [];
  walkStrings(banner, (text, pointer, key) => {
    if (key === 'loyaltyProgramName' || !repeats(text)) return;
    problems.push({
      pointer,
      message: `"${text}" repeats the last word of the loyalty program "${name}": write "${name}" once`,
      rule: 'loyalty-name',
    });
  });
  return problems;
}

/** Pointers of a banner's fields still marked by new-banner (other checks stay quiet there). */
export function markedPointers(banner: unknown): Set<string> {
  const marked = new Set<string>();
  walkStrings(banner, (text, pointer) => {
    if (text.startsWith(CHANGE_MARK)) marked.add(pointer);
  });
  return marked;
}

/** Problems at a field new-banner marked are said once, by the mark (see leftoverChecks). */
export function withoutMarked<P extends { pointer: string }>(banner: unknown, problems: P[]): P[] {
  const marked = markedPointers(banner);
  if (marked.size === 0) return problems;
  return problems.filter((p) => !marked.has(p.pointer));
}

/**
 * The checks of one banner file on its own, after its schema and placeholders: an id that is a
 * host label, its logos, the loyalty program's name and its theme's contrast,
 * less what new-banner still marks.
 */
export function bannerValueChecks(
  banner: unknown,
  readLogo: ReadLogo,
  themeDefaults: Readonly<Record<string, string>>,
): ContentCheck[] {
  return withoutMarked(banner, [
    ...hostLabelChecks(banner),
    ...logoChecks(banner, readLogo, themeDefaults),
    ...loyaltyWordChecks(banner),
    ...contrastChecks(banner, themeDefaults),
  ]);
}

/** One banner file as leftoverChecks reads it. */
export interface BannerFile {
  /** Its path, `banners/<id>.json`: the file name is the banner's identity. */
  rel: string;
  value: unknown;
}

/** A leftover problem and the banner file it is in. */
export type BannerFileCheck = ContentCheck & { rel: string };

/** Keys whose text is not shopper-facing copy (checked by their own rules). */
const NOT_COPY = new Set(['id', 'bannerType', 'supportPhone', 'color', 'white']);

interface BannerFacts {
  rel: string;
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

/**
 * Another banner's leftovers in each banner file, given every banner file that parsed: its name
 * in the texts, its logo files (by name, or as an unchanged copy: `fingerprint` gives a logo
 * file's content hash, or undefined when it does not exist), its `bannerType`, and the marks
 * `npm run new-banner` puts on every field the new banner must write for itself.
 */
export function leftoverChecks(
  files: readonly BannerFile[],
  fingerprint: (logo: string) => string | undefined,
): BannerFileCheck[] {
  const facts: BannerFacts[] = [];
  for (const file of files) {
    const banner = file.value;
    if (!isJsonObject(banner)) continue;
    // The file name is the banner's identity (a copied file may still hold the other's id).
    const id = file.rel.replace(/^.*\//, '').replace(/\.json$/, '');
    const names = [str(banner.displayName), str(banner.loyaltyProgramName)].filter(
      (n): n is string => n !== undefined,
    );
    facts.push({ rel: file.rel, banner, id, names });
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
      hashes.set(logo, /^[a-z0-9-]+\.svg$/.test(logo) ? fingerprint(logo) : undefined);
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
  const problems: BannerFileCheck[] = [];
  const add = (
    f: BannerFacts,
    pointer: string,
    message: string,
    rule: string,
    suggestion?: string,
  ) =>
    problems.push({
      rel: f.rel,
      pointer,
      message,
      rule,
      ...(suggestion === undefined ? {} : { suggestion }),
    });
  for (const f of facts) {
    const own = f.names.join(' | ');
    const label = str(f.banner.displayName) ?? f.id;
    for (const key of ['displayName', 'loyaltyProgramName']) {
      const name = str(f.banner[key]);
      const owner = name === undefined ? undefined : nameOwner.get(name);
      if (owner && owner !== f) {
        add(
          f,
          `/${key}`,
          `${key} "${name}" is already the ${key} of ${owner.rel}: write this banner's own`,
          'leftover',
        );
      }
    }
    walkStrings(f.banner, (text, pointer, key) => {
      if (text.startsWith(CHANGE_MARK)) {
        add(
          f,
          pointer,
          `still marked by new-banner: write ${label}'s own ${key ?? 'value'} here, without "${CHANGE_MARK.trim()}" (copied: "${text.slice(CHANGE_MARK.length)}")`,
          'new-banner',
        );
        return;
      }
      if (key !== undefined && NOT_COPY.has(key)) return;
      for (const name of findName(text)) {
        const owner = nameOwner.get(name);
        // A name inside this banner's own names ("Safeway" in "Carrs Safeway") is its own.
        if (!owner || owner === f || own.includes(name)) continue;
        add(
          f,
          pointer,
          `names "${name}", the name of another banner (${owner.rel}): this text was likely copied; write ${label}'s own`,
          'leftover',
        );
        break;
      }
    });
    for (const [kind, logo] of logosOf(f)) {
      const owner = logoOwner.get(logo);
      if (owner && owner !== f) {
        const ownLogo = `${f.id}${kind === 'white' ? '-white' : ''}.svg`;
        add(
          f,
          `/logos/${kind}`,
          `${logo} is the logo of another banner (${owner.rel}): add this banner's own logo as banners/logos/${ownLogo} and name it here`,
          'leftover',
          ownLogo,
        );
        continue;
      }
      const hash = hashOf(logo);
      const same = hash === undefined ? undefined : logoHashOwner.get(hash);
      if (same && same.owner !== f) {
        add(
          f,
          `/logos/${kind}`,
          `banners/logos/${logo} is an unchanged copy of banners/logos/${same.logo} (${same.owner.rel}): replace it with ${label}'s own logo`,
          'leftover',
        );
      }
    }
    const type = str(f.banner.bannerType);
    const typeBanner = type === undefined ? undefined : typeOwner.get(type);
    if (type !== undefined && typeBanner && typeBanner !== f) {
      add(
        f,
        '/bannerType',
        `bannerType "${type}" is already the type of ${typeBanner.rel}, so this banner would get that banner's partner offers: set this banner's own type (usually its id)`,
        'leftover',
        f.id,
      );
    }
  }
  return problems;
}
