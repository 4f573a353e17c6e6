import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveBanner } from '../../src/content/banner-resolution';
import { listBanners, readMergedContent } from '../lib/content-files';
import { formatProblem } from './problem';
import { validateRoot } from './run';

const REPO = join(import.meta.dirname, '../..');
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'new-banner-'));
  cpSync(join(REPO, 'banners'), join(root, 'banners'), { recursive: true });
  cpSync(join(REPO, 'content'), join(root, 'content'), { recursive: true });
  // A 16th banner: one JSON file and two logos, nothing else.
  const vons = JSON.parse(readFileSync(join(REPO, 'banners/vons.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const fresh = {
    ...vons,
    id: 'freshmart',
    order: 16,
    displayName: 'FreshMart',
    loyaltyProgramName: 'FreshMart for U',
    logos: { color: 'freshmart.svg', white: 'freshmart-white.svg' },
    bannerType: 'freshmart',
  };
  writeFileSync(join(root, 'banners/freshmart.json'), `${JSON.stringify(fresh, null, 2)}\n`);
  cpSync(join(REPO, 'banners/logos/vons.svg'), join(root, 'banners/logos/freshmart.svg'));
  cpSync(
    join(REPO, 'banners/logos/vons-white.svg'),
    join(root, 'banners/logos/freshmart-white.svg'),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('adding a banner', () => {
  it('validates with no other change', () => {
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
