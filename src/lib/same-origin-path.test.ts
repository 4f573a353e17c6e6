import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const origin = 'http://vons.localhost:4173';
const fallback = '/freshpass/manage';
const check = (target: string | undefined) => sameOriginPath(target, origin, fallback);

describe('sameOriginPath', () => {
  it.each([
    ['/freshpass/manage/change', '/freshpass/manage/change'],
    [
      '/freshpass/manage/subscribe?zip=94105&plan=SNAP#top',
      '/freshpass/manage/subscribe?zip=94105&plan=SNAP#top',
    ],
    [`${origin}/freshpass/manage/cancel-plan`, '/freshpass/manage/cancel-plan'],
    ['/a b', '/a%20b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps a path of the same origin: %s', (target, expected) => {
    expect(check(target)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    '/\t/127.0.0.1:4173/shop/home.html',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D/evil.example',
    '/%00/evil.example',
    '/\u007f/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '//evil.example',
    '///evil.example',
    'https://evil.example/freshpass/manage',
    'http://localhost:4173/freshpass/manage',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://vons.localhost:4173/freshpass/manage',
    'http://vons.localhost:4173@evil.example/',
  ])('falls back for %j', (target) => {
    expect(check(target)).toBe(fallback);
  });
});
