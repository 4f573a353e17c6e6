import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnvironment } from '../src/api/environment';
import { contentSecurityPolicy, createServerApp } from './start';

let server: ServerType;
let base = '';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'freshpass-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
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

describe('npm start server', () => {
  it('serves app routes (with and without .html) from index.html with the strict headers', async () => {
    for (const path of ['/freshpass/manage', '/freshpass/manage/change.html', '/']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
      expect(res.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy(getEnvironment('local')),
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("has a CSP without unsafe sources, framing nobody, and naming the environment's hosts", () => {
    const local = contentSecurityPolicy(getEnvironment('local'));
    expect(local).toContain("default-src 'self'; script-src 'self'");
    expect(local).toContain("object-src 'none'; base-uri 'self'; frame-ancestors 'none'");
    expect(local).toContain("style-src 'self'");
    expect(local).not.toContain('unsafe');
    const qa1 = contentSecurityPolicy(getEnvironment('qa1'));
    expect(qa1).toContain("frame-src 'self' https://qa1-tokens.freshpass.example");
    expect(qa1).toContain("connect-src 'self' https://qa1-apim.freshpass.example");
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
