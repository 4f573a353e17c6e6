/**
 * The web server of `npm start` (server/, issue 13 step 4 and issue 15) as the browser meets it,
 * on two banners' hosts: the security headers on every kind of answer, caching, a real 404, a 400
 * for an undecodable path, and CSP violations reported to the server's endpoint.
 */
import { TWO_BANNER_IDS } from './banners';
import { test as bare } from '@playwright/test';
import { BASE_URL, bannerOrigin, expect, resetSandboxBeforeFile, test } from './fixtures';

resetSandboxBeforeFile();

const BANNERS = TWO_BANNER_IDS;

/**
 * Node (Playwright's request context) does not resolve `<banner>.localhost` as Chromium does, so
 * requests outside the page go to the server's address with the banner's host name.
 */
const asBanner = (banner: string, headers: Record<string, string> = {}) => ({
  headers: { ...headers, host: new URL(bannerOrigin(banner)).host },
});
const PERMISSIONS =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

for (const banner of BANNERS) {
  test(`${banner}: pages, files, 404s and sandbox answers carry the security headers`, async ({
    request,
  }) => {
    for (const path of [
      '/freshpass/manage',
      '/freshpass/manage/freshpass-faq.html',
      '/freshpass/manage/subscribe/3132',
      '/freshpass/no-such-page',
      '/',
      '/account/sign-in.html',
      '/api/subscription/plans',
      '/content-assets/free-delivery.svg',
    ]) {
      const answer = await request.get(`${BASE_URL}${path}`, {
        ...asBanner(banner),
        maxRedirects: 0,
      });
      const headers = answer.headers();
      expect(headers['content-security-policy'], path).toContain("form-action 'self'");
      expect(headers['content-security-policy'], path).toContain('report-uri /__csp-report');
      expect(headers['permissions-policy'], path).toBe(PERMISSIONS);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test(`${banner}: hashed assets are immutable, pages are revalidated by their ETag`, async ({
    request,
  }) => {
    const get = (path: string, headers?: Record<string, string>) =>
      request.get(`${BASE_URL}${path}`, asBanner(banner, headers));
    const page = await get('/freshpass/manage/freshpass-faq');
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toBe('no-cache');
    const etag = page.headers().etag ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/freshpass/manage/freshpass-faq', { 'if-none-match': etag });
    expect(again.status()).toBe(304);
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await page.text());
    expect(script, 'the page loads a hashed entry').not.toBeNull();
    const asset = await get(script?.[1] ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/freshpass/manage/typo')).status()).toBe(404);
    expect((await get('/%')).status()).toBe(400);
  });
}

// A deliberate CSP violation: the shared fixture would (rightly) count it, so this uses the bare one.
bare('a CSP violation is reported to the server, which answers 204', async ({ page }) => {
  const report = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/__csp-report',
  );
  await page.goto(`${bannerOrigin('vons')}/freshpass/manage/freshpass-faq`);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://evil.example/pixel.png';
    img.alt = '';
    document.body.append(img);
  });
  const sent = await report;
  expect(sent.headers()['content-type']).toBe('application/csp-report');
  expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({
    'csp-report': { 'blocked-uri': 'https://evil.example/pixel.png' },
  });
  expect((await sent.response())?.status()).toBe(204);
});
