/**
 * Issue 24, items 11 and 12 and the bidirectional-text item: whatever a request carries, the
 * console gets one line with nothing raw in it, and only a valid banner id in a command to paste.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../sandbox/app';
import { oneLine } from './log';
import { unmatchedHostLog } from './unmatched-host';

/** Newline, carriage return, ESC, the C1 CSI, the bidi override and the line separator. */
// eslint-disable-next-line no-control-regex
const RAW = /[\n\r\u001b\u009b\u202e\u2066\u2028]/;

afterEach(() => vi.restoreAllMocks());

describe('log injection (item 11)', () => {
  it('escapes a malformed JSON body, its path and its correlation id in one line', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    const { app } = createSandbox({ today: '2026-03-10' });
    const answer = await app.request('/__sandbox/clock', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-swy-correlation-id': 'abc\u001b[2Jdef',
      },
      body: '\u001b[31mEVIL\n[sandbox] forged line \u202eright-to-left',
    });
    expect(answer.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[sandbox\] malformed JSON body: POST \/__sandbox\/clock: /);
    expect(lines[0]).not.toMatch(RAW);
    expect(lines[0]).toContain('\\u001b[31mEVIL\\u000a');
    expect(lines[0]).toContain('(correlation id abc\\u001b[2Jdef)');
  });
});

describe('bidirectional text in log lines', () => {
  it('is escaped like the control characters', () => {
    for (const ch of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069'])
      expect(oneLine(`a${ch}b`)).toBe(`a\\u${ch.charCodeAt(0).toString(16)}b`);
    expect(oneLine('\u200f\u061c')).toBe('\\u200f\\u061c');
  });
});

describe("the console's new-banner hint (item 12)", () => {
  const banners = [{ id: 'safeway', order: 1 }];
  const hintFor = (host: string) => {
    const lines: string[] = [];
    unmatchedHostLog((line) => lines.push(line))(host, banners);
    return lines.join('\n');
  };

  it('names a command only for a valid banner id', () => {
    expect(hintFor('zesty.localhost:4173')).toContain('npm run new-banner -- zesty --from safeway');
    for (const host of [
      '$(id)x.example:4173',
      '`id`.localhost',
      'a;rm.localhost',
      'Zest-y.localhost',
    ]) {
      const line = hintFor(host);
      expect(line, host).toContain('names no banner: serving safeway');
      expect(line, host).not.toContain('npm run new-banner');
    }
  });
});
