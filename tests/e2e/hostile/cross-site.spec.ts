/**
 * Issue 15, limits: another site's page cannot drive the sandbox's controls. A page of another
 * site (127.0.0.1, served by the test) posts a clock move and a fault through text/plain forms,
 * which a browser sends without asking first; the sandbox refuses them (Origin, and JSON only),
 * so the shopper's screens on the banner keep working.
 */
import { TWO_BANNER_IDS } from '../banners';
import { bannerOrigin, signIn } from '../fixtures';
import { expect, test } from './sandbox';

const BANNERS = TWO_BANNER_IDS;

for (const banner of BANNERS) {
  test(`${banner}: another site's page cannot arm a fault or move the clock`, async ({
    page,
    request,
    sandbox,
    baseURL,
  }) => {
    void sandbox;
    const origin = bannerOrigin(banner);
    const evil = new URL('/evil.html', baseURL);
    evil.hostname = '127.0.0.1';
    // The classic trick: a text/plain form whose field name and value add up to a JSON body.
    const form = (action: string, name: string) =>
      `<form method="post" enctype="text/plain" action="${origin}${action}">` +
      `<input type="hidden" name='${name}' value='"}'><button>Win a prize</button></form>`;
    await page.route(evil.href, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<!doctype html><title>Evil</title>' +
          form('/__sandbox/clock', '{"advanceDays":400,"x":"') +
          form('/__sandbox/faults', '{"path":"/unified/userinfo","kind":"network","x":"'),
      }),
    );
    for (const index of [0, 1]) {
      await page.goto(evil.href);
      await page.getByRole('button', { name: 'Win a prize' }).nth(index).click();
      await page.waitForLoadState();
    }
    const faults = (await (await request.get('/__sandbox/faults')).json()) as { faults: unknown[] };
    expect(faults.faults).toEqual([]);
    const clock = (await (await request.get('/__sandbox/clock')).json()) as { offsetDays: number };
    expect(clock.offsetDays).toBe(0);
    // The banner's screens are untouched: the session call works.
    await signIn(page, 'active-annual', '/freshpass/manage', origin);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
