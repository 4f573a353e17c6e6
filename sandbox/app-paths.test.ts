import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildHasPreview, isAppPath } from './app-paths';

const withPreview = () => true;
const withoutPreview = () => false;

describe('isAppPath', () => {
  it.each([
    '/',
    '/freshpass/manage',
    '/freshpass/manage/',
    '/freshpass/manage.html',
    '/freshpass/manage/3132',
    '/freshpass/manage/change',
    '/freshpass/manage/change.html',
    '/freshpass/manage/change/3132',
    '/freshpass/manage/subscribe/3132',
    '/freshpass/manage/govassist/mobile.html',
    '/freshpass/manage/discount',
    '/freshpass/manage/1234567890',
    '/FreshPass/Manage',
  ])('%s is a screen of the app', (path) => {
    expect(isAppPath(path, withoutPreview)).toBe(true);
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
  ])('%s is not (a 404)', (path) => {
    expect(isAppPath(path, withoutPreview)).toBe(false);
  });

  it('counts the editor preview only in builds that carry it', () => {
    expect(isAppPath('/__preview', withPreview)).toBe(true);
    expect(isAppPath('/__preview/', withPreview)).toBe(true);
    expect(isAppPath('/__previews', withPreview)).toBe(false);
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
