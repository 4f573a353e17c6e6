import { describe, expect, it } from 'vitest';
import type { Session } from '../../api/session';
import { isSessionUsable } from './account-area';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const inSeconds = (ms: number) => Math.floor(ms / 1000);

function session(overrides: Partial<Session> = {}): Session {
  return {
    aln: '1',
    hid: 'h-1',
    zip: '94588',
    gid: 'gid-1',
    uuid: 'uuid-1',
    exp: inSeconds(NOW) + 3600,
    firstName: 'Ana',
    lastName: 'Lee',
    role: 'primary',
    authToken: 'header.claims.signature',
    userType: 'C',
    expireTime: NOW + 3_600_000,
    ...overrides,
  };
}

// Contract §5: the token must exist and its expiry be later than now before the navigation renders.
// Both expiries count: user-info's expireTime (epoch ms) and the token's own exp claim (seconds).
describe('isSessionUsable', () => {
  it.each([
    ['a token with both expiries in the future', true, {}],
    ['expireTime one millisecond ahead', true, { expireTime: NOW + 1 }],
    ['the token exp one second ahead', true, { exp: inSeconds(NOW) + 1 }],
    ['no token', false, { authToken: '' }],
    ['expireTime exactly now', false, { expireTime: NOW }],
    ['expireTime in the past', false, { expireTime: NOW - 60_000 }],
    ['expireTime not a number', false, { expireTime: Number.NaN }],
    ['the token exp exactly now', false, { exp: inSeconds(NOW) }],
    ['the token exp in the past', false, { exp: inSeconds(NOW) - 60 }],
    ['expireTime ahead but the token expired', false, { exp: inSeconds(NOW) - 1 }],
    ['the token ahead but expireTime passed', false, { expireTime: NOW - 1 }],
    ['both expiries passed', false, { expireTime: NOW - 1, exp: inSeconds(NOW) - 1 }],
  ] as const)('%s → usable: %s', (_case, usable, overrides) => {
    expect(isSessionUsable(session(overrides), NOW)).toBe(usable);
  });
});
