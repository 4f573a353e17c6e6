import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { SCREEN_ROUTES } from './route-table';

describe('matchRoute', () => {
  it.each(SCREEN_ROUTES.map((route) => [route.path, route] as const))(
    '%s answers as itself, with .html, a trailing slash and a store id',
    (path, route) => {
      expect(matchRoute(path)).toEqual({ route });
      expect(matchRoute(`${path}.html`)).toEqual({ route });
      expect(matchRoute(`${path}/`)).toEqual({ route });
      expect(matchRoute(`${path}//`)).toEqual({ route });
      expect(matchRoute(`${path}/3132`)).toEqual({ route, storeId: '3132' });
      expect(matchRoute(`${path}/3132/`)).toEqual({ route, storeId: '3132' });
    },
  );

  it("prefers a route's own path over another route's store-id form", () => {
    expect(matchRoute('/freshpass/manage/freshpass-faq')?.route.screen).toBe('freshpass-faq');
    expect(matchRoute('/freshpass/manage/govassist/mobile')?.route.path).toBe(
      '/freshpass/manage/govassist/mobile',
    );
  });

  it('takes store ids of 1 to 10 digits, as the app reads them, and nothing else', () => {
    expect(matchRoute('/freshpass/manage/1')?.storeId).toBe('1');
    expect(matchRoute('/freshpass/manage/1234567890')?.storeId).toBe('1234567890');
    expect(matchRoute('/freshpass/manage/12345678901')).toBeUndefined();
    expect(matchRoute('/freshpass/manage/subscribe/not-a-store')).toBeUndefined();
    expect(matchRoute('/freshpass/manage/12a')).toBeUndefined();
    expect(matchRoute('/freshpass/manage/3132.html')).toBeUndefined();
    expect(matchRoute('/freshpass/manage/3132/4')).toBeUndefined();
  });

  it('ignores case, as the router does', () => {
    expect(matchRoute('/FreshPass/Manage/Cancel-Plan')?.route.screen).toBe('cancel-plan');
  });

  it('finds nothing for unknown paths', () => {
    for (const path of [
      '/',
      '',
      '/freshpass',
      '/freshpass/manage/typo',
      '/freshpass/managed',
      '/freshpass/manage.htm',
      '/freshpass/manage/change.html/3132',
      '/account/sign-in.html',
      '/__preview',
    ]) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });
});
