/**
 * Issue 24, items 1, 7 and 8: which host a request is for. Sent over a raw socket, because
 * `fetch` and node:http neither send two Host headers nor an absolute-form request target.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostNamesOf, isServedHost } from '../sandbox/hosts';
import { getEnvironment } from '../src/api/environment';
import { createServerApp } from './app';

let server: ServerType;
let dist = '';
let port = 0;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'freshpass-hosts-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  };
  write('index.html', '<!doctype html><div id="root"></div>');
  write('pages/vons/freshpass/manage.html', '<!doctype html><title>vons manage</title>');
  write('pages/safeway/freshpass/manage.html', '<!doctype html><title>safeway manage</title>');
  const { app } = createServerApp({
    distDir: dist,
    env: getEnvironment('local'),
    sandbox: { today: '2026-03-10' },
    hosts: ['qa-box.example'],
    log: () => {},
  });
  server = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dist, { recursive: true, force: true });
});

/** Sends a request exactly as written and reads the status line and body. */
function send(lines: string[]): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', fail);
    socket.on('end', () => done({ status: Number(text.split(' ')[1]), text }));
  });
}

const reset = (host: string, origin = `http://${host}`) => [
  'POST /__sandbox/reset HTTP/1.1',
  `Host: ${host}`,
  `Origin: ${origin}`,
  'Content-Length: 0',
];

describe('DNS rebinding (item 1)', () => {
  it('refuses the controls and the pages on a host the sandbox does not serve', async () => {
    const rebind = `rebind.attacker.example:${port}`;
    expect((await send(reset(rebind))).status).toBe(421);
    const page = await send(['GET /freshpass/manage HTTP/1.1', `Host: ${rebind}`]);
    expect(page.status).toBe(421);
    expect(page.text).toContain('Misdirected request');
    // The same through an absolute-form target naming the attacker's host.
    const absolute = await send([
      `POST http://${rebind}/__sandbox/reset HTTP/1.1`,
      `Host: localhost:${port}`,
      'Content-Length: 0',
    ]);
    expect(absolute.status).toBe(421);
  });

  it('answers loopback names, *.localhost, IP literals and the name HOST gives', async () => {
    for (const host of [
      `localhost:${port}`,
      `vons.localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `qa-box.example:${port}`,
      `vons.qa-box.example:${port}`,
    ]) {
      expect((await send(reset(host))).status, host).toBe(200);
    }
  });

  it('takes the served names from HOST when it is a name, not an address', () => {
    expect(hostNamesOf('qa-box.example')).toEqual(['qa-box.example']);
    expect(hostNamesOf('0.0.0.0')).toEqual([]);
    expect(hostNamesOf('::')).toEqual([]);
    expect(hostNamesOf(undefined)).toEqual([]);
    expect(isServedHost('evil-qa-box.example', ['qa-box.example'])).toBe(false);
    expect(isServedHost('localhost.attacker.example', [])).toBe(false);
  });
});

describe('two Host headers (item 7)', () => {
  it('are refused with 400, whichever comes first', async () => {
    for (const hosts of [
      ['vons.localhost', 'localhost'],
      ['localhost', 'vons.localhost'],
    ]) {
      const answer = await send([
        'GET /freshpass/manage HTTP/1.1',
        ...hosts.map((h) => `Host: ${h}:${port}`),
      ]);
      expect(answer.status, hosts.join(' then ')).toBe(400);
      expect(answer.text).not.toContain('manage</title>');
      expect(answer.text.toLowerCase()).toContain('cache-control: no-store');
    }
  });
});

describe('the absolute-form request target (item 8)', () => {
  it("decides the banner over the Host header's", async () => {
    const answer = await send([
      `GET http://vons.localhost:${port}/freshpass/manage HTTP/1.1`,
      `Host: localhost:${port}`,
    ]);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('vons manage');
    const plain = await send(['GET /freshpass/manage HTTP/1.1', `Host: vons.localhost:${port}`]);
    expect(plain.text).toContain('vons manage');
  });
});
