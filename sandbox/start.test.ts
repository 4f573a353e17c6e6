import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnvironment } from '../src/api/environment';
import { createServerApp } from './start';

let server: ServerType;
let dist = '';
const bigScript = `export const items = [${Array.from({ length: 2000 }, (_, i) => `'item ${i}'`).join(', ')}];`;
let base = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'freshpass-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'big.js'), bigScript);
  const { app } = createServerApp({
    distDir: dist,
    env: getEnvironment('local'),
    sandbox: { today: '2026-03-10' },
  });
  server = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/**
 * The whole policy each environment's server sends, written out (issue 7): the five fixed
 * directives, plus connect and frame sources only where src/api/environments.json names hosts.
 * Compared as whole strings, so an added directive or source fails.
 */
const FIXED =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
const POLICY: Record<string, string> = {
  local: FIXED,
  qa1: `${FIXED}; connect-src 'self' https://qa1-apim.freshpass.example https://qa1-content.freshpass.example https://qa1-www.safeway.com; frame-src 'self' https://qa1-tokens.freshpass.example`,
  qa2: `${FIXED}; connect-src 'self' https://qa2-apim.freshpass.example https://qa2-content.freshpass.example https://qa2-www.safeway.com; frame-src 'self' https://qa2-tokens.freshpass.example`,
  qa3: `${FIXED}; connect-src 'self' https://qa3-apim.freshpass.example https://qa3-content.freshpass.example https://qa3-www.safeway.com; frame-src 'self' https://qa3-tokens.freshpass.example`,
  stage: `${FIXED}; connect-src 'self' https://stage-apim.freshpass.example https://stage-content.freshpass.example https://qa1-www.safeway.com; frame-src 'self' https://stage-tokens.freshpass.example`,
  prod: `${FIXED}; connect-src 'self' https://apim.freshpass.example https://content.freshpass.example https://qa1-www.safeway.com; frame-src 'self' https://tokens.freshpass.example`,
};

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
      ]) {
        const res = await app.request(path);
        expect(res.headers.get('content-security-policy'), `${id} ${path}`).toBe(policy);
      }
    },
  );
});

describe('npm start server', () => {
  it('serves app routes (with and without .html) from index.html with the strict headers', async () => {
    for (const path of ['/freshpass/manage', '/freshpass/manage/change.html', '/']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
      expect(res.headers.get('content-security-policy')).toBe(POLICY.local);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("answers any other path with the app's not-found page as a real 404", async () => {
    for (const path of [
      '/freshpass/no-such-page',
      '/freshpass/manage/typo',
      '/freshpass/manage/subscribe/not-a-store',
      '/nothing.html',
      '/__preview',
    ]) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(await res.text(), path).toContain('id="root"');
      expect(res.headers.get('content-security-policy'), path).toBe(POLICY.local);
    }
    for (const path of [
      '/freshpass/manage/subscribe/3132',
      '/freshpass/manage/govassist/mobile.html',
    ])
      expect((await fetch(base + path)).status, path).toBe(200);
  });

  it('compresses text assets with Brotli or gzip as the browser accepts, and small ones not at all', async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
        // node:http, which does not decompress, so the bytes on the wire are checked.
        get(`${base}/assets/big.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', fail);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.body.length).toBeLessThan(bigScript.length / 4);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);
    const refused = await raw('br;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(bigScript);
    const small = await fetch(`${base}/assets/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('serves assets, 404s missing assets and never leaves dist', async () => {
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(204);
    expect(await (await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`)).text()).not.toContain('root:');
  });

  it('serves the sandbox, and lets only the card frame be framed by the same origin', async () => {
    const signIn = await fetch(`${base}/account/sign-in.html`);
    expect(await signIn.text()).toContain('active-monthly');
    expect(signIn.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const frame = await fetch(`${base}/tokenservice/frame.html`);
    expect(frame.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await frame.text()).not.toMatch(/<script>(?!<)/);
    expect((await fetch(`${base}/api/subscription/plans`)).status).toBe(200);
  });
});

describe('pages outside the sandbox', () => {
  it('answers a plain page for retailer pages the sandbox does not stand in for', async () => {
    const res = await fetch(`${base}/account/personal-info.html`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not part of the sandbox');
    expect((await fetch(`${base}/api/nothing`)).headers.get('content-type')).toMatch(/json/);
  });
});
