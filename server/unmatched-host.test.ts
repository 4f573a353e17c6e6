import { describe, expect, it } from 'vitest';
import { isPlainAddress, MAX_HOSTS_LOGGED, unmatchedHostLog } from './unmatched-host';

const banners = [
  { id: 'safeway', order: 1 },
  { id: 'vons', order: 2 },
];

describe('unmatchedHostLog', () => {
  it('says once per host that it names no banner and gets the fallback', () => {
    const lines: string[] = [];
    const check = unmatchedHostLog((line) => lines.push(line));
    check('Zesty.localhost:4173', banners);
    check('zesty.localhost:5173', banners);
    check('www.vons.com', banners);
    expect(lines).toEqual([
      '[server] host zesty.localhost names no banner: serving safeway, the fallback. For a banner of its own, add banners/zesty.json (npm run new-banner -- zesty --from safeway).',
    ]);
  });

  it('stays quiet for the machine itself, and stops after a hundred hosts', () => {
    const lines: string[] = [];
    const check = unmatchedHostLog((line) => lines.push(line));
    for (const host of ['localhost:4173', '127.0.0.1:4173', '[::1]:4173', '']) check(host, banners);
    expect(lines).toEqual([]);
    for (let i = 0; i < MAX_HOSTS_LOGGED + 20; i += 1) check(`host${i}.example`, banners);
    expect(lines).toHaveLength(MAX_HOSTS_LOGGED + 1);
    expect(lines.at(-1)).toBe('[server] more than 100 hosts name no banner; no more are logged');
  });

  it('escapes a host that carries control characters', () => {
    const lines: string[] = [];
    unmatchedHostLog((line) => lines.push(line))('evil\u001b[31m.localhost', banners);
    expect(lines[0]).toContain('host evil\\u001b[31m.localhost names no banner');
  });

  it.each([
    ['localhost', true],
    ['10.0.0.2', true],
    ['[::1]', true],
    ['zesty.localhost', false],
  ])('isPlainAddress(%s) is %s', (host, plain) => {
    expect(isPlainAddress(host)).toBe(plain);
  });
});
