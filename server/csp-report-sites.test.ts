/**
 * Issue 24, item 13 and the refused-posts item: reports about other sites' pages never reach the
 * log or use its allowance, and refused posts cannot flood it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getEnvironment } from '../src/api/environment';
import { createServerApp } from './app';
import { CSP_REFUSALS_LOGGED } from './csp-report';

const dist = mkdtempSync(join(tmpdir(), 'freshpass-csp-sites-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function server() {
  const lines: string[] = [];
  const { app } = createServerApp({
    distDir: dist,
    env: getEnvironment('local'),
    sandbox: false,
    log: (line) => lines.push(line),
  });
  const post = (type: string, body: string) =>
    app.request('http://vons.localhost:4173/__csp-report', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
  return { lines, post };
}

const report = (document: string, blocked: string) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': document,
      'effective-directive': 'img-src',
      'blocked-uri': blocked,
    },
  });

describe('CSP reports from other sites (item 13)', () => {
  it('are dropped, and a real violation on this site is still logged after 1,200 of them', async () => {
    const { lines, post } = server();
    for (let i = 0; i < 1200; i += 1) {
      const answer = await post(
        'application/csp-report',
        report(`https://other.example/page-${i}`, `https://evil.example/${i}.png`),
      );
      expect(answer.status).toBe(204);
    }
    // A page on another port or scheme of this name is another site too.
    await post('application/csp-report', report('http://vons.localhost:9999/x', 'inline'));
    await post('application/csp-report', report('about:blank', 'inline'));
    expect(lines).toEqual([]);
    await post(
      'application/csp-report',
      report('http://vons.localhost:4173/freshpass/manage', 'https://evil.example/tile.png'),
    );
    expect(lines).toEqual([
      '[csp] img-src blocked https://evil.example/tile.png on http://vons.localhost:4173/freshpass/manage',
    ]);
  }, 60_000);
});

describe('refused report posts', () => {
  it(`log at most ${CSP_REFUSALS_LOGGED} lines and one that says so`, async () => {
    const { lines, post } = server();
    for (let i = 0; i < 200; i += 1) expect((await post('text/plain', 'hello')).status).toBe(415);
    expect(lines).toHaveLength(CSP_REFUSALS_LOGGED + 1);
    expect(lines.at(-1)).toBe(
      `[csp] more than ${CSP_REFUSALS_LOGGED} refused report posts; further ones are not logged`,
    );
  });
});
