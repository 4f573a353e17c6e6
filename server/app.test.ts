import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnvironment } from '../src/api/environment';
import { createServerApp } from './app';

let server: ServerType;
let dist = '';
let base = '';
const logged: string[] = [];
const bigScript = `export const items = [${Array.from({ length: 2000 }, (_, i) => `'item ${i}'`).join(', ')}];`;
/** A fake prerendered page: its banner and route in the text, long enough to be compressed. */
const page = (name: string) =>
  `<!doctype html><title>${name}</title><div id="root">${name}</div>${'<!-- padding -->'.repeat(100)}`;

function write(file: string, text: string) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'freshpass-dist-'));
  write('index.html', '<!doctype html><div id="root"></div>');
  write('assets/app.js', 'console.log(1)');
  write('assets/big.js', bigScript);
  write('content-assets/tile.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.vite/manifest.json', '{}');
  write('pages/vons/freshpass/manage.html', page('vons manage'));
  write('pages/vons/freshpass/manage/change.html', page('vons change'));
  write('pages/vons/404.html', page('vons not found'));
  write('pages/safeway/freshpass/manage.html', page('safeway manage'));
  // jewelosco is in the build but lacks its not-found page (the shell stands in); acmemarkets and
  // the other banners of banners/ are not in it at all (as if added after the build).
  write('pages/jewelosco/freshpass/manage.html', page('jewelosco manage'));
  const { app } = createServerApp({
    distDir: dist,
    env: getEnvironment('local'),
    sandbox: { today: '2026-03-10' },
    // www.vons.com is served as HOST would name it (the sandbox answers only the hosts it serves).
    hosts: ['www.vons.com'],
    log: (line) => logged.push(line),
  });
  server = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dist, { recursive: true, force: true });
});

/** A request over node:http, which sends any Host and never decompresses or normalises the path. */
function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((done, fail) => {
    get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

/**
 * The whole policy each environment's server sends, written out (issue 7, issue 15): the fixed
 * directives with `form-action`, connect and frame sources only where src/api/environments.json
 * names hosts, and the report endpoint. Compared as whole strings, so an added directive or source
 * fails.
 */
const FIXED =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";
const REPORT = 'report-uri /__csp-report';
const POLICY: Record<string, string> = {
  local: `${FIXED}; ${REPORT}`,
  qa1: `${FIXED}; connect-src 'self' https://qa1-apim.freshpass.example https://qa1-content.freshpass.example https://qa1-www.safeway.com; frame-src 'self' https://qa1-tokens.freshpass.example; ${REPORT}`,
  qa2: `${FIXED}; connect-src 'self' https://qa2-apim.freshpass.example https://qa2-content.freshpass.example https://qa2-www.safeway.com; frame-src 'self' https://qa2-tokens.freshpass.example; ${REPORT}`,
  qa3: `${FIXED}; connect-src 'self' https://qa3-apim.freshpass.example https://qa3-content.freshpass.example https://qa3-www.safeway.com; frame-src 'self' https://qa3-tokens.freshpass.example; ${REPORT}`,
  stage: `${FIXED}; connect-src 'self' https://stage-apim.freshpass.example https://stage-content.freshpass.example https://qa1-www.safeway.com; frame-src 'self' https://stage-tokens.freshpass.example; ${REPORT}`,
  prod: `${FIXED}; connect-src 'self' https://apim.freshpass.example https://content.freshpass.example https://qa1-www.safeway.com; frame-src 'self' https://tokens.freshpass.example; ${REPORT}`,
};
const PERMISSIONS =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

describe('Content-Security-Policy per environment', () => {
  it.each(Object.entries(POLICY))(
    '%s: the server sends exactly the expected policy',
    async (id, policy) => {
      const { app } = createServerApp({
        distDir: dist,
        env: getEnvironment(id),
        sandbox: { today: '2026-03-10' },
      });
      for (const path of [
        '/freshpass/manage',
        '/freshpass/manage/freshpass-faq.html',
        '/assets/app.js',
        '/account/sign-in.html',
        '/nothing',
        '/',
      ]) {
        const res = await app.request(path);
        expect(res.headers.get('content-security-policy'), `${id} ${path}`).toBe(policy);
      }
    },
  );
});

describe('headers on every answer', () => {
  it('pages, files, 404s, redirects, refusals and sandbox answers carry the security headers', async () => {
    for (const path of [
      '/freshpass/manage',
      '/freshpass/manage/change.html',
      '/',
      '/freshpass/no-such-page',
      '/assets/app.js',
      '/assets/missing.js',
      '/%',
      '/account/sign-in.html',
      '/api/subscription/plans',
    ]) {
      const res = await raw(path);
      expect(res.headers['content-security-policy'], path).toBe(POLICY.local);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], path).toBe(PERMISSIONS);
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });

  it("keeps the card frame's own policy, which lets the app frame it", async () => {
    const frame = await raw('/tokenservice/frame.html');
    expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(frame.headers['permissions-policy']).toBe(PERMISSIONS);
  });
});

describe('pages by host and path', () => {
  it("serves the host's banner's prerendered page for every URL form of a route", async () => {
    for (const path of [
      '/freshpass/manage',
      '/freshpass/manage/',
      '/freshpass/manage.html',
      '/freshpass/manage/3132',
    ]) {
      const vons = await raw(path, { host: 'vons.localhost' });
      expect(vons.status, path).toBe(200);
      expect(vons.body.toString(), path).toContain('vons manage');
      expect(vons.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(vons.headers['cache-control']).toBe('no-cache');
      const fallback = await raw(path, { host: `127.0.0.1` });
      expect(fallback.body.toString(), path).toContain('safeway manage');
    }
    for (const path of ['/freshpass/manage/change.html', '/freshpass/manage/change/12'])
      expect((await raw(path, { host: 'www.vons.com' })).body.toString()).toContain('vons change');
  });

  it('answers HEAD with the headers and no body', async () => {
    const { app } = createServerApp({ distDir: dist, sandbox: false });
    // The request target's authority names the host (server/hosts.test.ts).
    const res = await app.request('http://vons.localhost/freshpass/manage', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(page('vons manage').length));
    expect(await res.text()).toBe('');
  });

  it('falls back to the app shell for a route the build has no page of', async () => {
    const res = await raw('/freshpass/manage/change', { host: 'safeway.localhost' });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('<!doctype html><div id="root"></div>');
  });

  it("answers any other path with the banner's not-found page, or the shell, as a real 404", async () => {
    for (const path of [
      '/freshpass/no-such-page',
      '/freshpass/manage/typo',
      '/freshpass/manage/subscribe/not-a-store',
      '/freshpass/manage/12345678901',
      '/nothing.html',
      '/__preview',
      '/pages/vons/freshpass/manage.html',
    ]) {
      const vons = await raw(path, { host: 'vons.localhost' });
      expect(vons.status, path).toBe(404);
      expect(vons.headers['content-type'], path).toMatch(/text\/html/);
      expect(vons.headers['cache-control'], path).toBe('no-cache');
      expect(vons.body.toString(), path).toContain('vons not found');
      const shell = await raw(path, { host: 'jewelosco.localhost' });
      expect(shell.status, path).toBe(404);
      expect(shell.body.toString(), path).toContain('id="root"');
    }
  });

  it('answers a banner of banners/ that the build lacks with a page saying to restart', async () => {
    for (const path of ['/freshpass/manage', '/freshpass/manage/change.html', '/no-such-page']) {
      const res = await raw(path, { host: 'acmemarkets.localhost:4173' });
      expect(res.status, path).toBe(503);
      expect(res.headers['cache-control'], path).toBe('no-store');
      const body = res.body.toString();
      expect(body, path).toContain('<h1>acmemarkets is not served yet</h1>');
      expect(body, path).toContain('banners/acmemarkets.json is not in the build');
      expect(body, path).toContain('Restart <code>npm start</code>');
      expect(body, path).not.toContain('safeway');
    }
    const lines = logged.filter((line) => line.includes('banners/acmemarkets.json'));
    expect(lines).toEqual([
      '[server] banners/acmemarkets.json is not in the build this server started with: restart npm start to build and serve acmemarkets.',
    ]);
  });

  it('serves a host naming no banner the fallback, and says so once on the console', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await raw('/freshpass/manage', { host: 'zesty.localhost:4173' });
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('safeway manage');
    }
    expect(logged.filter((line) => line.includes('zesty'))).toEqual([
      '[server] host zesty.localhost names no banner: serving safeway, the fallback. For a banner of its own, add banners/zesty.json (npm run new-banner -- zesty --from safeway).',
    ]);
  });

  it('sends / on to the manage page', async () => {
    const res = await raw('/', { host: 'vons.localhost' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/freshpass/manage');
  });
});

describe('malformed requests', () => {
  it('answers an undecodable path or a control character with 400 and one log line', async () => {
    logged.length = 0;
    for (const path of ['/%', '/freshpass/%E0%A4%A', '/api/%', '/a%00b', '/freshpass%0Amanage']) {
      const res = await raw(path);
      expect(res.status, path).toBe(400);
      expect(res.body.toString(), path).toBe('Bad request');
    }
    expect(logged).toEqual([
      '[server] 400 GET /%: undecodable percent-encoding in the path',
      '[server] 400 GET /freshpass/%E0%A4%A: undecodable percent-encoding in the path',
      '[server] 400 GET /api/%: undecodable percent-encoding in the path',
      '[server] 400 GET /a%00b: a control character in the path',
      '[server] 400 GET /freshpass%0Amanage: a control character in the path',
    ]);
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await raw('/assets/app.js');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await raw('/content-assets/tile.svg');
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('no-cache');
  });

  it('404s missing files and hidden build files, and never leaves dist', async () => {
    for (const path of ['/assets/missing.js', '/.vite/manifest.json', '/content-assets/x.png'])
      expect((await raw(path)).status, path).toBe(404);
    expect((await raw('/favicon.ico')).status).toBe(204);
    for (const path of ['/..%2F..%2Fetc%2Fpasswd', '/assets/..%2F..%2F..%2Fetc%2Fpasswd'])
      expect((await raw(path)).body.toString(), path).not.toContain('root:');
  });

  it('answers 304 to a matching If-None-Match, for files and pages, and a new ETag once a file changes', async () => {
    for (const [path, host] of [
      ['/assets/big.js', '127.0.0.1'],
      ['/freshpass/manage', 'vons.localhost'],
    ]) {
      const first = await raw(path, { host, 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      const again = await raw(path, { host, 'if-none-match': etag, 'accept-encoding': 'gzip' });
      expect(again.status, path).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect((await raw(path, { host, 'if-none-match': 'W/"0-0"' })).status).toBe(200);
    }
    utimesSync(join(dist, 'assets/app.js'), new Date(), new Date(Date.now() + 5000));
    const before = await raw('/assets/app.js');
    utimesSync(join(dist, 'assets/app.js'), new Date(), new Date(Date.now() + 60_000));
    const stale = await raw('/assets/app.js', { 'if-none-match': String(before.headers.etag) });
    expect(stale.status).toBe(200);
    // The not-found page is never a 304: its status is the point.
    const missing = await raw('/nope', { host: 'vons.localhost' });
    const notFound = await raw('/nope', {
      host: 'vons.localhost',
      'if-none-match': String(missing.headers.etag),
    });
    expect(notFound.status).toBe(404);
  });

  it('compresses text files and pages with Brotli or gzip as the browser accepts, and small ones not at all', async () => {
    const br = await raw('/assets/big.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.body.length).toBeLessThan(bigScript.length / 4);
    const gz = await raw('/assets/big.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);
    const refused = await raw('/assets/big.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(bigScript);
    const small = await raw('/assets/app.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const html = await raw('/freshpass/manage', {
      host: 'vons.localhost',
      'accept-encoding': 'br',
    });
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.body).toString()).toBe(page('vons manage'));
    const notFound = await raw('/nope', { host: 'vons.localhost', 'accept-encoding': 'gzip' });
    expect(notFound.status).toBe(404);
    expect(gunzipSync(notFound.body).toString()).toBe(page('vons not found'));
  });
});

describe('the sandbox', () => {
  it('is mounted at its paths when the build talks to the local sandbox', async () => {
    const signIn = await raw('/account/sign-in.html');
    expect(signIn.body.toString()).toContain('active-monthly');
    expect(await raw('/tokenservice/frame.html').then((r) => r.body.toString())).not.toMatch(
      /<script>(?!<)/,
    );
    expect((await raw('/api/subscription/plans')).status).toBe(200);
  });

  it('answers a plain page for retailer pages the sandbox does not stand in for', async () => {
    const res = await raw('/account/personal-info.html');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('not part of the sandbox');
    expect((await raw('/api/nothing')).headers['content-type']).toMatch(/json/);
  });

  it('is not mounted for a build of another environment: its paths are the build’s 404s', async () => {
    const { app, state } = createServerApp({
      distDir: dist,
      env: getEnvironment('qa1'),
      sandbox: false,
    });
    expect(state).toBeUndefined();
    for (const path of ['/account/sign-in.html', '/__sandbox/clock', '/api/subscription/plans'])
      expect((await app.request(path, { headers: { host: 'vons.localhost' } })).status, path).toBe(
        404,
      );
    expect((await app.request('/__sandbox/reset', { method: 'POST' })).status).toBe(405);
  });
});
