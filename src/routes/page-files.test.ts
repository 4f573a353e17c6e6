import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { notFoundFileOf, pageFileOf } from './page-files';
import { SCREEN_ROUTES } from './route-table';

describe('pageFileOf', () => {
  it('names one file per banner and route, whatever URL form was asked for', () => {
    const route = matchRoute('/freshpass/manage/govassist/mobile/1234')?.route;
    expect(route).toBeDefined();
    expect(pageFileOf('vons', route!)).toBe('pages/vons/freshpass/manage/govassist/mobile.html');
    expect(pageFileOf('vons', matchRoute('/FreshPass/Manage/')!.route)).toBe(
      'pages/vons/freshpass/manage.html',
    );
  });

  it('gives every route its own file, apart from the not-found page', () => {
    const files = SCREEN_ROUTES.map((r) => pageFileOf('safeway', r));
    expect(new Set(files).size).toBe(SCREEN_ROUTES.length);
    expect(files).not.toContain(notFoundFileOf('safeway'));
  });
});
