/**
 * The one list of banners under test, for every browser spec (issue 26: eleven specs kept their
 * own). ALL_BANNERS is every banners/*.json, read when the suite runs, so a new banner is tested
 * the moment it lands; checks that must hold on each of them are component tests where they can
 * be (src/app/shell/site-header.test.tsx), with the browser driving a few:
 * - FLOW_BANNERS: the shopper flows, with the words each banner must show (below);
 * - TWO_BANNER_IDS: the fallback banner and one other, for checks that a second banner is not
 *   the fallback's copy (routes, preview, hostile input);
 * - SMOKE_BANNER: the one banner a per-banner check runs on in the browser;
 * - THIRD_LOOK_BANNER and THIRD_ROLE_BANNER: a banner of another look (its own icons and
 *   colours) and of another phone, for the specs that need a third;
 * - LONG_NAME_BANNER: the longest display name, for what must still fit a phone;
 * - CONTENT_KIND_BANNER_IDS: one banner for each kind of content, for checks that follow from it.
 *
 * The banners every shopper flow is driven on (issue 6: "the tests run on at least three
 * banners"), with the words each one's content must show. The expected words are written out here
 * rather than read from banners/*.json, so a screen that shows another banner's name, loyalty
 * program or phone fails. ACME Markets is one of them because its support phone differs from
 * Safeway's and Vons', so the phone is checked per banner too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bannerOrigin } from './fixtures';

/** What the specs read of a banners/*.json file. */
export interface BannerFile {
  id: string;
  displayName: string;
  loyaltyProgramName: string;
  order: number;
  theme: Record<string, string> & { primary: string };
  logos: { color: string; white: string };
}

const BANNER_DIR = resolve(import.meta.dirname, '../../banners');

/** Every banner of banners/, in the app's order. */
export const ALL_BANNERS: readonly BannerFile[] = readdirSync(BANNER_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(resolve(BANNER_DIR, name), 'utf8')) as BannerFile)
  .sort((a, b) => a.order - b.order);

/** The ids of every banner, sorted by id. */
export const ALL_BANNER_IDS: readonly string[] = ALL_BANNERS.map((b) => b.id).sort();

/** The fallback banner (what a plain `localhost` shows) and one other. */
export const TWO_BANNER_IDS = ['safeway', 'vons'] as const;

/** The one banner a per-banner check runs on in the browser: not the fallback. */
export const SMOKE_BANNER = 'vons';

/** A third banner with a look of its own (navigation icons, colours). */
export const THIRD_LOOK_BANNER = 'haggen';

/** A third banner for role and household checks. */
export const THIRD_ROLE_BANNER = 'jewelosco';

/** The banner with the longest name (Andronico's Community Markets): its header must fit a phone. */
export const LONG_NAME_BANNER: BannerFile = ALL_BANNERS.reduce((a, b) =>
  b.displayName.length > a.displayName.length ? b : a,
);

/** How long the words a banner puts into the copy are: its display name and loyalty program. */
export function wordsLength(banner: BannerFile): number {
  return banner.displayName.length + banner.loyaltyProgramName.length;
}

/**
 * One banner for each kind of content, for checks whose outcome follows from the screens' content
 * and the banner's words alone: parity (the screens and actions of joining and cancelling, and the
 * cancel control in the first view), the truth matrix's words, the hydration of prerendered pages,
 * the sandbox panel's overlap and the partner pages. Banners without a content/<id>/ folder read
 * the same screens, so they are one kind, driven as the one whose words are longest (the display
 * name and loyalty program fill the copy's placeholders, and a longer line is the one that pushes a
 * control down); a banner with content of its own is driven as itself. The header was measured at
 * the same height on all 15 banners (99.5 px at 375 px, 76 px at 1280 px; look/header.spec.ts
 * holds the longest names to one logo row and one title line), so it moves no control on one
 * banner that it leaves on another (docs/decisions/parity-by-content-kind.md).
 */
export const CONTENT_KIND_BANNER_IDS: readonly string[] = (() => {
  const contentDir = resolve(import.meta.dirname, '../../content');
  const ownContent = (id: string) => existsSync(resolve(contentDir, id));
  const shared = ALL_BANNERS.filter((b) => !ownContent(b.id));
  const longest = shared.reduce<BannerFile | undefined>(
    (a, b) => (a === undefined || wordsLength(b) > wordsLength(a) ? b : a),
    undefined,
  );
  const own = ALL_BANNERS.filter((b) => ownContent(b.id));
  return [...(longest ? [longest] : []), ...own].map((b) => b.id).sort();
})();

/** A banner's file by id; fails loudly for an id with no banners/<id>.json. */
export function bannerFile(id: string): BannerFile {
  const banner = ALL_BANNERS.find((b) => b.id === id);
  if (!banner) throw new Error(`no banners/${id}.json`);
  return banner;
}

/** A banner a flow runs on. */
export interface FlowBanner {
  id: string;
  /** The banner's host on the test server (`<id>.localhost`). */
  origin: string;
  displayName: string;
  loyaltyProgram: string;
  phone: string;
}

/** Safeway (the fallback banner, so also what a plain `localhost` shows), Vons and ACME Markets. */
export const FLOW_BANNERS: readonly FlowBanner[] = [
  {
    id: 'safeway',
    displayName: 'Safeway',
    loyaltyProgram: 'Safeway for U',
    phone: '1-877-723-3929',
  },
  { id: 'vons', displayName: 'Vons', loyaltyProgram: 'Vons for U', phone: '1-877-723-3929' },
  {
    id: 'acmemarkets',
    displayName: 'ACME Markets',
    loyaltyProgram: 'ACME Markets for U',
    phone: '1-877-932-7948',
  },
].map((banner) => ({ ...banner, origin: bannerOrigin(banner.id) }));

/** Screenshots are kept for the first banner only: the layouts are the same on every banner. */
export function isScreenshotBanner(banner: FlowBanner): boolean {
  return banner === FLOW_BANNERS[0];
}
