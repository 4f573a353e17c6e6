import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildHasPreview, pageFor, type Site } from './app-paths';

const banners = [
  { id: 'safeway', order: 1 },
  { id: 'vons', order: 2 },
  { id: 'jewelosco', order: 3 },
];
/** A build whose prerendered pages are `files`; the shell is always there. */
const site = (files: string[] = [], preview = false): Site => ({
  banners,
  has: (file) => file === 'index.html' || files.includes(file),
  hasPreview: () => preview,
});
const prerendered = site([
  'pages/safeway/freshpass/manage.html',
  'pages/vons/freshpass/manage.html',
  'pages/vons/freshpass/manage/change.html',
  'pages/vons/freshpass/manage/subscribe.html',
  'pages/vons/freshpass/manage/govassist/mobile.html',
  'pages/vons/404.html',
  'pages/safeway/404.html',
]);

describe('pageFor: which file answers a page URL', () => {
  it.each([
    ['/freshpass/manage', 'pages/vons/freshpass/manage.html'],
    ['/freshpass/manage/', 'pages/vons/freshpass/manage.html'],
    ['/freshpass/manage.html', 'pages/vons/freshpass/manage.html'],
    ['/freshpass/manage/3132', 'pages/vons/freshpass/manage.html'],
    ['/freshpass/manage/1234567890', 'pages/vons/freshpass/manage.html'],
    ['/FreshPass/Manage', 'pages/vons/freshpass/manage.html'],
    ['/freshpass/manage/change', 'pages/vons/freshpass/manage/change.html'],
    ['/freshpass/manage/change.html', 'pages/vons/freshpass/manage/change.html'],
    ['/freshpass/manage/change/3132', 'pages/vons/freshpass/manage/change.html'],
    ['/freshpass/manage/subscribe/3132', 'pages/vons/freshpass/manage/subscribe.html'],
    [
      '/freshpass/manage/govassist/mobile.html',
      'pages/vons/freshpass/manage/govassist/mobile.html',
    ],
  ])('%s on vons.localhost is %s (200)', (path, file) => {
    expect(pageFor(path, 'vons.localhost:4173', prerendered)).toEqual({
      file,
      status: 200,
      banner: 'vons',
    });
  });

  it('takes the banner from the host name, and the fallback banner for any other host', () => {
    const file = (host: string) => {
      const answer = pageFor('/freshpass/manage', host, prerendered);
      return 'file' in answer ? answer.file : answer.redirect;
    };
    expect(file('www.vons.com')).toBe('pages/vons/freshpass/manage.html');
    expect(file('qa1-www.vons.com')).toBe('pages/vons/freshpass/manage.html');
    expect(file('localhost:4173')).toBe('pages/safeway/freshpass/manage.html');
    expect(file('127.0.0.1:4173')).toBe('pages/safeway/freshpass/manage.html');
    expect(file('')).toBe('pages/safeway/freshpass/manage.html');
  });

  it('falls back to the app shell for a page the build does not hold (before prerendering)', () => {
    expect(pageFor('/freshpass/manage/cancel-plan', 'vons.localhost', prerendered)).toEqual({
      file: 'index.html',
      status: 200,
      banner: 'vons',
    });
    expect(pageFor('/freshpass/manage', 'jewelosco.localhost', prerendered)).toMatchObject({
      file: 'index.html',
      status: 200,
    });
    expect(pageFor('/nope', 'jewelosco.localhost', prerendered)).toMatchObject({
      file: 'index.html',
      status: 404,
    });
  });

  it.each([
    '/freshpass',
    '/freshpass/no-such-page',
    '/freshpass/manage/typo',
    '/freshpass/manage/subscribe/not-a-store',
    '/freshpass/manage/change.htm',
    '/freshpass/manage.html/3132',
    '/freshpass/manage/cancel-plan/12/34',
    // The app reads store ids of at most 10 digits (src/lib/route-params.ts).
    '/freshpass/manage/12345678901',
    '/index',
    '/__preview',
    '/__preview/banners',
    '/pages/vons/freshpass/manage.html',
  ])("%s is the banner's not-found page with a 404", (path) => {
    expect(pageFor(path, 'vons.localhost', prerendered)).toEqual({
      file: 'pages/vons/404.html',
      status: 404,
      banner: 'vons',
    });
  });

  it('sends / on to the manage page', () => {
    expect(pageFor('/', 'vons.localhost', prerendered)).toEqual({ redirect: '/freshpass/manage' });
  });

  it('answers the editor preview with the app only in builds that carry it', () => {
    for (const path of ['/__preview', '/__preview/', '/__preview/banners', '/__preview/banners/'])
      expect(pageFor(path, 'vons.localhost', site([], true))).toMatchObject({
        file: 'index.html',
        status: 200,
      });
    for (const path of ['/__previews', '/__preview/banner', '/__preview/banners/vons'])
      expect(pageFor(path, 'vons.localhost', site([], true))).toMatchObject({ status: 404 });
  });
});

describe('buildHasPreview', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dist = (manifest?: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'app-paths-'));
    dirs.push(dir);
    if (manifest !== undefined) {
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite/manifest.json'), manifest);
    }
    return dir;
  };

  it('reads the preview module from the build manifest', () => {
    const preview = { 'src/render/preview/preview-screen.tsx': { file: 'assets/p.js' } };
    expect(buildHasPreview(dist(JSON.stringify(preview)))).toBe(true);
    expect(buildHasPreview(dist(JSON.stringify({ 'index.html': { file: 'a.js' } })))).toBe(false);
    expect(buildHasPreview(dist())).toBe(false);
    expect(buildHasPreview(dist('{ broken'))).toBe(false);
  });
});
