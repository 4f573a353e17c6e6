import { buildMarkup, forgetRouteMarkup } from '../../render/rich-text/build-markup';
import { loadRouteMarkup, readRouteMarkupOf } from './route-markup';

const route = { path: '/freshpass/manage/cancel-plan' };

afterEach(() => {
  vi.unstubAllGlobals();
  readRouteMarkupOf(undefined);
  forgetRouteMarkup();
});

describe('loadRouteMarkup', () => {
  it("reads the banner's record of the route once and adds it", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ '<p>a</p>': '<p>a</p>' }))),
    );
    vi.stubGlobal('fetch', fetch);
    readRouteMarkupOf('vons');
    await loadRouteMarkup(route);
    await loadRouteMarkup(route);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/rich-markup/vons/freshpass/manage/cancel-plan.json', {
      credentials: 'same-origin',
    });
    expect(buildMarkup('<p>a</p>')).toBe('<p>a</p>');
  });

  it('reads nothing on a page the build did not render (no banner)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await loadRouteMarkup(route);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('changes nothing when the record is missing, malformed or cannot be read', async () => {
    for (const answer of [
      () => Promise.resolve(new Response('', { status: 404 })),
      () => Promise.resolve(new Response('["<p>b</p>"]')),
      () => Promise.resolve(new Response('not json')),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      vi.stubGlobal('fetch', vi.fn(answer));
      readRouteMarkupOf('vons');
      await expect(loadRouteMarkup(route)).resolves.toBeUndefined();
    }
    expect(buildMarkup('<p>b</p>')).toBeUndefined();
  });
});
