import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveBanner } from '../../src/content/banner-resolution';
import { listBanners, readMergedContent } from '../content-files';
import { newBanner } from '../../scripts/lib/new-banner';
import { formatProblem } from './problem';
import { validateRoot } from './run';

const REPO = join(import.meta.dirname, '../..');
let root: string;

/** What an editor writes after `npm run new-banner -- freshmart --from vons`. */
function finishFreshmart(): void {
  const file = join(root, 'banners/freshmart.json');
  const banner = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const filled = {
    ...banner,
    displayName: 'FreshMart',
    loyaltyProgramName: 'FreshMart for U',
    promoDescription:
      'Get free delivery on orders over $30, a $5 monthly credit and more with FreshPass at FreshMart.',
    estimatedSavingsLabels: {
      ...(banner.estimatedSavingsLabels as Record<string, string>),
      rewards: 'FreshMart for U rewards and exclusive brand discounts',
    },
    bannerType: 'freshmart',
  };
  writeFileSync(file, `${JSON.stringify(filled, null, 2)}\n`);
  for (const logo of ['freshmart.svg', 'freshmart-white.svg']) {
    const path = join(root, 'banners/logos', logo);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/Vons/g, 'FreshMart'));
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'new-banner-'));
  cpSync(join(REPO, 'banners'), join(root, 'banners'), { recursive: true });
  cpSync(join(REPO, 'content'), join(root, 'content'), { recursive: true });
  // A 16th banner: one JSON file and two logos, nothing else.
  newBanner(root, 'freshmart', 'vons');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Each test validates the whole shipped content plus one banner: seconds on a busy machine.
describe('adding a banner', { timeout: 30_000 }, () => {
  it('new-banner marks every field to change, and the gate names each one and the logo copies', () => {
    expect(validateRoot({ root }).map((p) => `${p.pointer} ${p.message}`)).toEqual([
      expect.stringMatching(
        /^\/displayName still marked by new-banner: write freshmart's own displayName here/,
      ),
      expect.stringMatching(/^\/loyaltyProgramName still marked by new-banner/),
      expect.stringMatching(/^\/promoDescription still marked by new-banner/),
      expect.stringMatching(
        /^\/estimatedSavingsLabels\/rewards still marked by new-banner.*copied: "Vons for U rewards/,
      ),
      "/logos/color banners/logos/freshmart.svg is an unchanged copy of banners/logos/vons.svg (banners/vons.json): replace it with freshmart's own logo",
      "/logos/white banners/logos/freshmart-white.svg is an unchanged copy of banners/logos/vons-white.svg (banners/vons.json): replace it with freshmart's own logo",
      expect.stringMatching(/^\/bannerType still marked by new-banner/),
    ]);
    const banner = JSON.parse(readFileSync(join(root, 'banners/freshmart.json'), 'utf8')) as {
      order: number;
      logos: Record<string, string>;
    };
    expect(banner.order).toBe(16);
    expect(banner.logos).toEqual({ color: 'freshmart.svg', white: 'freshmart-white.svg' });
  });

  it('refuses to overwrite a banner, and names a source banner that does not exist', () => {
    expect(() => newBanner(root, 'freshmart', 'vons')).toThrow(/already exists/);
    expect(() => newBanner(root, 'other', 'vnos')).toThrow(/did you mean "vons"/);
    expect(() => newBanner(root, 'Fresh-Mart', 'vons')).toThrow(/lower-case letters and digits/);
  });

  it('names a text still copied once the mark is removed', () => {
    const file = join(root, 'banners/freshmart.json');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/CHANGE ME: /g, ''));
    try {
      const found = validateRoot({ root }).map((p) => `${p.pointer} ${p.message}`);
      expect(found).toContain(
        '/displayName displayName "Vons" is already the displayName of banners/vons.json: write this banner\'s own',
      );
      expect(found).toContain(
        '/bannerType bannerType "vons" is already the type of banners/vons.json, so this banner would get that banner\'s partner offers: set this banner\'s own type (usually its id)',
      );
    } finally {
      writeFileSync(file, original);
    }
  });

  it('validates once the editor has written its own texts and logos', () => {
    finishFreshmart();
    expect(validateRoot({ root }).map(formatProblem)).toEqual([]);
  });

  it('resolves from <id>.localhost and from its staging host', () => {
    const banners = listBanners(root);
    expect(banners.at(-1)?.id).toBe('freshmart');
    expect(resolveBanner('freshmart.localhost', banners)).toBe('freshmart');
    expect(resolveBanner('qa1-www.freshmart.com', banners)).toBe('freshmart');
  });

  it('gets the default content, and can override a fragment', () => {
    expect(readMergedContent(root, 'freshmart', 'faq')).toEqual(
      readMergedContent(root, 'safeway', 'faq'),
    );
  });

  it('is reported when a logo gives the header no size to reserve', () => {
    const logo = join(root, 'banners/logos/freshmart.svg');
    const original = readFileSync(logo, 'utf8');
    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg"><text>FreshMart</text></svg>');
    try {
      expect(validateRoot({ root }).map((p) => `${p.pointer} ${p.message}`)).toEqual([
        '/logos/color logo file banners/logos/freshmart.svg has no size: give its <svg> element width and height (or a viewBox), which the page header reserves for it',
      ]);
    } finally {
      writeFileSync(logo, original);
    }
  });

  it("is reported when its text repeats the loyalty program name's last word", () => {
    const file = join(root, 'banners/freshmart.json');
    const original = readFileSync(file, 'utf8');
    const banner = JSON.parse(original) as { estimatedSavingsLabels: Record<string, string> };
    const repeated = {
      ...banner,
      loyaltyProgramName: 'FreshMart Rewards',
      estimatedSavingsLabels: {
        ...banner.estimatedSavingsLabels,
        rewards: 'FreshMart Rewards rewards and exclusive brand discounts',
      },
    };
    writeFileSync(file, JSON.stringify(repeated, null, 2));
    try {
      expect(validateRoot({ root }).map((p) => `${p.pointer} ${p.message}`)).toEqual([
        '/estimatedSavingsLabels/rewards "FreshMart Rewards rewards and exclusive brand discounts" repeats the last word of the loyalty program "FreshMart Rewards": write "FreshMart Rewards" once',
      ]);
    } finally {
      writeFileSync(file, original);
    }
  });

  it('is reported when one of its logos is missing', () => {
    rmSync(join(root, 'banners/logos/freshmart-white.svg'));
    const problems = validateRoot({ root });
    expect(problems.map((p) => `${p.file} ${p.pointer} ${p.message}`)).toEqual([
      'banners/freshmart.json /logos/white logo file banners/logos/freshmart-white.svg does not exist',
    ]);
  });
});
