import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { getEnvironment } from '../src/api/environment';
import { createServerApp } from './app';
import {
  CSP_REFUSALS_LOGGED,
  CSP_REPORT_MAX_BYTES,
  cspReportHandlers,
  parseCspReports,
} from './csp-report';

const dist = mkdtempSync(join(tmpdir(), 'freshpass-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** What Chromium posts for `report-uri` (application/csp-report). */
const legacy = (blocked: string, page = 'http://vons.localhost:4173/freshpass/manage?x=1') => ({
  'csp-report': {
    'document-uri': page,
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': blocked,
    'line-number': 12,
    'column-number': 3,
    'source-file': 'http://vons.localhost:4173/assets/index.js',
    'status-code': 200,
    'script-sample': '',
  },
});
/** What the Reporting API posts for `report-to` (application/reports+json). */
const reporting = (...blocked: string[]) =>
  blocked.map((url) => ({
    age: 10,
    type: 'csp-violation',
    url: 'http://vons.localhost:4173/freshpass/manage/freshpass-faq',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://vons.localhost:4173/freshpass/manage/freshpass-faq',
      blockedURL: url,
      effectiveDirective: 'img-src',
      disposition: 'enforce',
      statusCode: 200,
    },
  }));

function server() {
  const lines: string[] = [];
  const { app } = createServerApp({
    distDir: dist,
    env: getEnvironment('local'),
    sandbox: false,
    log: (line) => lines.push(line),
  });
  // A page reports to its own origin (the policy's report-uri is a path).
  const post = (type: string, body: unknown) =>
    app.request('http://vons.localhost:4173/__csp-report', {
      method: 'POST',
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { lines, post };
}

describe('POST /__csp-report', () => {
  it('logs each distinct violation once, in one line, in either report format', async () => {
    const { lines, post } = server();
    for (let i = 0; i < 3; i++)
      expect((await post('application/csp-report', legacy('inline'))).status).toBe(204);
    expect(lines).toEqual([
      '[csp] script-src-elem blocked inline on http://vons.localhost:4173/freshpass/manage (http://vons.localhost:4173/assets/index.js:12:3)',
    ]);
    const first = reporting('https://evil.example/a.png', 'https://evil.example/b.png');
    expect((await post('application/reports+json', first)).status).toBe(204);
    expect(
      (await post('application/reports+json', reporting('https://evil.example/a.png'))).status,
    ).toBe(204);
    expect(lines.slice(1)).toEqual([
      '[csp] img-src blocked https://evil.example/a.png on http://vons.localhost:4173/freshpass/manage/freshpass-faq',
      '[csp] img-src blocked https://evil.example/b.png on http://vons.localhost:4173/freshpass/manage/freshpass-faq',
    ]);
  });

  it('keeps a report on one line whatever it holds', async () => {
    const { lines, post } = server();
    await post('application/csp-report', legacy('https://x.example/\n[server] 500 GET /forged'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(lines[0]).toContain('https://x.example/\\u000a[server] 500 GET /forged');
    await post('application/csp-report', legacy(`https://x.example/${'a'.repeat(5000)}`));
    expect(lines[1]!.length).toBeLessThan(600);
  });

  it('refuses what is not a CSP report with one line each, and an oversized body unread', async () => {
    const { lines, post } = server();
    expect((await post('text/plain', 'hello')).status).toBe(415);
    expect((await post('application/csp-report', '{"csp-report": ')).status).toBe(400);
    expect((await post('application/csp-report', { other: 1 })).status).toBe(400);
    expect((await post('application/reports+json', { type: 'csp-violation' })).status).toBe(400);
    const big = JSON.stringify(legacy('x'.repeat(CSP_REPORT_MAX_BYTES)));
    expect((await post('application/csp-report', big)).status).toBe(413);
    expect(lines).toEqual([
      '[server] 415 POST /__csp-report: not a CSP report (text/plain)',
      '[server] 400 POST /__csp-report: malformed JSON in a CSP report',
      '[server] 400 POST /__csp-report: not a application/csp-report body',
      '[server] 400 POST /__csp-report: not a application/reports+json body',
      `[server] 413 POST /__csp-report: report body over ${CSP_REPORT_MAX_BYTES} bytes`,
    ]);
  });

  it('remembers a bounded number of violations, then says so once', async () => {
    const lines: string[] = [];
    const app = new Hono().post('/r', ...cspReportHandlers((l) => lines.push(l), 2));
    for (const blocked of ['a', 'b', 'c', 'd', 'a'])
      await app.request('http://vons.localhost:4173/r', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify(legacy(blocked)),
      });
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('[csp] more than 2 distinct violations; further new ones are not logged');
  });
});

describe('parseCspReports', () => {
  it('reads the violated directive when a browser sends no effective one, and skips other report types', () => {
    const { 'csp-report': body } = legacy('eval');
    const old = { ...body, 'effective-directive': undefined, 'violated-directive': 'script-src' };
    expect(parseCspReports('application/csp-report', { 'csp-report': old })?.[0]).toMatchObject({
      directive: 'script-src',
      blocked: 'eval',
    });
    expect(
      parseCspReports('application/reports+json', [{ type: 'deprecation', body: {} }]),
    ).toEqual([]);
  });
});

/** A legacy report of an img-src refusal of `blocked` on the page `document`. */
const imageReport = (document: string, blocked: string) => ({
  'csp-report': {
    ...legacy(blocked, document)['csp-report'],
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
  },
});

describe('CSP reports from other sites (issue 24, item 13)', () => {
  it('are dropped, and a real violation on this site is still logged after 1,200 of them', async () => {
    const { lines, post } = server();
    for (let i = 0; i < 1200; i += 1) {
      const answer = await post(
        'application/csp-report',
        imageReport(`https://other.example/page-${i}`, `https://evil.example/${i}.png`),
      );
      expect(answer.status).toBe(204);
    }
    // A page on another port or scheme of this name is another site too.
    await post('application/csp-report', imageReport('http://vons.localhost:9999/x', 'inline'));
    await post('application/csp-report', imageReport('about:blank', 'inline'));
    expect(lines).toEqual([]);
    await post(
      'application/csp-report',
      imageReport('http://vons.localhost:4173/freshpass/manage', 'https://evil.example/tile.png'),
    );
    expect(lines).toEqual([
      '[csp] img-src blocked https://evil.example/tile.png on http://vons.localhost:4173/freshpass/manage (http://vons.localhost:4173/assets/index.js:12:3)',
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
