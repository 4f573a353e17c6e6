/**
 * Issue 24, lower-risk item: the server's plain answers say how a cache may keep them (they
 * carried no Cache-Control, so a cache could keep a 404 or a 400 by its own heuristics).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getEnvironment } from '../src/api/environment';
import { createServerApp } from './app';

const dist = mkdtempSync(join(tmpdir(), 'freshpass-plain-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('plain answers', () => {
  const { app } = createServerApp({
    distDir: dist,
    env: getEnvironment('local'),
    sandbox: false,
    log: () => {},
  });

  it.each([
    ['GET', '/assets/missing.js', 404],
    ['POST', '/freshpass/manage', 405],
    ['GET', '/%', 400],
    ['GET', '/%0A', 400],
    ['POST', '/__csp-report', 415],
  ])('%s %s: %i with Cache-Control: no-store', async (method, path, status) => {
    const answer = await app.request(`http://localhost${path}`, { method });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('lets a browser keep the empty favicon a day', async () => {
    const answer = await app.request('http://localhost/favicon.ico');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
