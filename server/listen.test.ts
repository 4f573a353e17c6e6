import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { getEnvironment } from '../src/api/environment';
import { createServerApp } from './app';
import { answerMalformedRequests, DEFAULT_HOST, listenAddress } from './listen';

const dist = mkdtempSync(join(tmpdir(), 'freshpass-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('listenAddress', () => {
  it('listens on loopback and port 4173 unless HOST and PORT say otherwise', () => {
    expect(listenAddress({})).toEqual({ host: '127.0.0.1', port: 4173 });
    expect(listenAddress({ HOST: '', PORT: '' })).toEqual({ host: '127.0.0.1', port: 4173 });
    expect(listenAddress({ HOST: '0.0.0.0', PORT: '8080' })).toEqual({
      host: '0.0.0.0',
      port: 8080,
    });
    expect(() => listenAddress({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => listenAddress({ PORT: '70000' })).toThrow(/PORT must be a port number/);
  });
});

/** The server as main.ts starts it, on a free port; resolves with it and its log. */
async function start() {
  const lines: string[] = [];
  const { app } = createServerApp({
    distDir: dist,
    env: getEnvironment('local'),
    sandbox: false,
    log: (line) => lines.push(line),
  });
  const server = await new Promise<Server>((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: listenAddress({}).host }, () =>
      done(s as Server),
    );
  });
  answerMalformedRequests(server, (line) => lines.push(line));
  return { server, lines, port: (server.address() as AddressInfo).port };
}

/** Sends raw bytes and returns everything the server answers before closing. */
function send(port: number, bytes: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, DEFAULT_HOST, () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => done(answer));
    socket.on('error', fail);
  });
}

describe('the running server', () => {
  it('is bound to loopback by default, and answers there', async () => {
    const { server, port } = await start();
    try {
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
      const res = await fetch(`http://localhost:${port}/freshpass/manage`);
      expect(res.status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('answers a request Node cannot parse with 400 and one log line, no stack', async () => {
    const { server, port, lines } = await start();
    try {
      const answer = await send(port, 'GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1.1 400 Bad Request/);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[server\] 400 malformed request: HPE_\w+ \(/);
      expect(lines[0]).not.toContain('\n');
      const undecodable = await send(
        port,
        'GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(undecodable).toMatch(/^HTTP\/1.1 400 Bad Request/);
      expect(lines[1]).toBe('[server] 400 GET /%: undecodable percent-encoding in the path');
    } finally {
      server.close();
    }
  });
});
