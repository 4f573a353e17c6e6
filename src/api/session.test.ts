import { decideSession, decodeClaims, type UserInfo } from './session';

const now = Date.UTC(2026, 2, 10, 12);
const env = { signInUrl: '/account/sign-in.html', reSignInUrl: '/account/re-sign-in.html' };
const b64 = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const claims = {
  aln: '49000001',
  hid: 'hid-1',
  zip: '94588',
  gid: 'gid-1',
  uuid: 'uuid-1',
  exp: Math.floor(now / 1000) + 3600,
  firstName: 'Maya',
  lastName: 'Monthly',
  role: 'primary',
};
const jwt = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
const good = jwt(claims);
const info = (over: Partial<UserInfo>): UserInfo => ({
  SWY_SHOP_TOKEN: good,
  userType: 'C',
  expireTime: now + 3_600_000,
  ...over,
});
const signIn = '/account/sign-in.html?redirect=%2Ffreshpass%2Fmanage%3Fx%3D1';
const reSignIn = '/account/re-sign-in.html?redirect=%2Ffreshpass%2Fmanage%3Fx%3D1';

describe('decideSession', () => {
  const rows: Array<
    [
      string,
      Parameters<typeof decideSession>[0]['result'],
      boolean,
      string | 'signed-in' | 'loading',
    ]
  > = [
    ['in flight', undefined, false, 'loading'],
    ['signed in, unexpired', { ok: true, info: info({}) }, false, 'signed-in'],
    ['signed in with the remembered cookie too', { ok: true, info: info({}) }, true, 'signed-in'],
    ['userType G', { ok: true, info: { userType: 'G' } }, false, signIn],
    [
      'userType G with the remembered cookie',
      { ok: true, info: { userType: 'G' } },
      true,
      reSignIn,
    ],
    ['userType R', { ok: true, info: info({ userType: 'R' }) }, false, reSignIn],
    ['userType R with cookie', { ok: true, info: info({ userType: 'R' }) }, true, reSignIn],
    ['no userType', { ok: true, info: info({ userType: undefined }) }, false, signIn],
    ['expireTime in the past', { ok: true, info: info({ expireTime: now - 1 }) }, false, signIn],
    ['expireTime exactly now', { ok: true, info: info({ expireTime: now }) }, false, signIn],
    [
      'expired with the remembered cookie',
      { ok: true, info: info({ expireTime: now - 1 }) },
      true,
      reSignIn,
    ],
    ['expireTime missing', { ok: true, info: info({ expireTime: undefined }) }, false, signIn],
    ['token missing', { ok: true, info: info({ SWY_SHOP_TOKEN: undefined }) }, false, signIn],
    ['token malformed', { ok: true, info: info({ SWY_SHOP_TOKEN: 'not-a-jwt' }) }, false, signIn],
    [
      'token payload not JSON',
      { ok: true, info: info({ SWY_SHOP_TOKEN: 'a.b.c' }) },
      false,
      signIn,
    ],
    [
      'token missing a claim',
      { ok: true, info: info({ SWY_SHOP_TOKEN: jwt({ ...claims, gid: undefined }) }) },
      false,
      signIn,
    ],
    [
      'token exp passed though expireTime is future',
      {
        ok: true,
        info: info({ SWY_SHOP_TOKEN: jwt({ ...claims, exp: Math.floor(now / 1000) - 1 }) }),
      },
      false,
      signIn,
    ],
    ['user-info call failed', { ok: false }, false, signIn],
    ['user-info call failed with the remembered cookie', { ok: false }, true, signIn],
  ];

  it.each(rows)('%s', (_name, result, rememberedCookie, expected) => {
    const state = decideSession({
      result,
      now,
      rememberedCookie,
      returnTo: '/freshpass/manage?x=1',
      env,
    });
    if (expected === 'loading' || expected === 'signed-in') {
      expect(state.status).toBe(expected);
      expect(state.redirectTo).toBeUndefined();
    } else {
      expect(state).toEqual({ status: 'redirect', redirectTo: expected });
    }
  });

  it('puts the claims, token, userType and expireTime in the session', () => {
    const state = decideSession({
      result: { ok: true, info: info({ storeId: '1502' }) },
      now,
      rememberedCookie: false,
      returnTo: '/',
      env,
    });
    expect(state.session).toEqual({
      ...claims,
      authToken: good,
      userType: 'C',
      expireTime: now + 3_600_000,
      storeId: '1502',
    });
  });

  it('reads the remembered cookie only for a session that is not valid', () => {
    let reads = 0;
    const input = (result: Parameters<typeof decideSession>[0]['result']) => ({
      result,
      now,
      get rememberedCookie() {
        reads += 1;
        return true;
      },
      returnTo: '/freshpass/manage?x=1',
      env,
    });
    expect(decideSession(input({ ok: true, info: info({}) })).status).toBe('signed-in');
    expect(reads).toBe(0);
    expect(decideSession(input({ ok: true, info: info({ userType: 'G' }) })).redirectTo).toBe(
      reSignIn,
    );
    expect(reads).toBe(1);
  });

  it('decodes a token once for the renders that read it, and each new token afresh', () => {
    const first = decodeClaims(good);
    expect(decodeClaims(good)).toBe(first);
    const other = jwt({ ...claims, gid: 'gid-2' });
    expect(decodeClaims(other)?.gid).toBe('gid-2');
    expect(decodeClaims(good)).toEqual(first);
  });

  it('reads a secondary role and defaults a missing role to primary', () => {
    expect(decodeClaims(jwt({ ...claims, role: 'secondary' }))?.role).toBe('secondary');
    expect(decodeClaims(jwt({ ...claims, role: undefined }))?.role).toBe('primary');
  });

  it('decodes non-ASCII names', () => {
    expect(decodeClaims(jwt({ ...claims, firstName: 'Zoë' }))?.firstName).toBe('Zoë');
  });
});
