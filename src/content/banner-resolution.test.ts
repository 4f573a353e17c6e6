import { fallbackBanner, matchBanner, resolveBanner } from './banner-resolution';

const banners = [
  { id: 'vons', order: 2 },
  { id: 'safeway', order: 1 },
  { id: 'acmemarkets', order: 5 },
  { id: 'kingsfoodmarkets', order: 12 },
];

describe('resolveBanner', () => {
  it.each([
    ['www.vons.com', 'vons'],
    ['vons.com', 'vons'],
    ['vons.localhost', 'vons'],
    ['vons.localhost:5173', 'vons'],
    ['qa1-www.vons.com', 'vons'],
    ['stage-www.acmemarkets.com', 'acmemarkets'],
    ['WWW.KingsFoodMarkets.com', 'kingsfoodmarkets'],
    ['www.safeway.com.', 'safeway'],
    ['acmemarkets.localhost', 'acmemarkets'],
    ['localhost', 'safeway'],
    ['127.0.0.1:4173', 'safeway'],
    ['www.example.com', 'safeway'],
    ['vonsx.com', 'safeway'],
    ['', 'safeway'],
  ])('%s → %s', (host, id) => {
    expect(resolveBanner(host, banners)).toBe(id);
  });
});

describe('fallbackBanner', () => {
  it('is the banner with the lowest order, whatever the list order', () => {
    expect(fallbackBanner(banners).id).toBe('safeway');
  });

  it('names the problem when there are no banners', () => {
    expect(() => fallbackBanner([])).toThrow(/No banners/);
  });
});

describe('matchBanner', () => {
  it('names the banner a host names, and nothing for a host that names none', () => {
    expect(matchBanner('qa1-www.vons.com', banners)).toBe('vons');
    expect(matchBanner('zesty.localhost:4173', banners)).toBeUndefined();
    expect(matchBanner('localhost', banners)).toBeUndefined();
  });
});
