import { describe, expect, it } from 'vitest';
import {
  bannerSwitchUrl,
  describeFault,
  faultFor,
  groupedCard,
  newestFirst,
  personaSwitchUrl,
  PANEL_DELAY_MS,
} from './panel-logic';

const cancelCall = { method: 'POST', path: '/subscription/user/cancel/' };
const here = {
  protocol: 'http:',
  port: '4173',
  pathname: '/freshpass/manage/cancel-plan',
  search: '?storeId=12',
  hash: '',
};

describe('faultFor', () => {
  it('arms each fault kind on the chosen call until cleared', () => {
    expect(faultFor(cancelCall, 'server-error', '')).toEqual({ ...cancelCall, status: 500 });
    expect(faultFor(cancelCall, 'network', '')).toEqual({ ...cancelCall, kind: 'network' });
    expect(faultFor(cancelCall, 'malformed', '')).toEqual({ ...cancelCall, kind: 'malformed' });
    expect(faultFor(cancelCall, 'delay', '')).toEqual({ ...cancelCall, delayMs: PANEL_DELAY_MS });
    expect(faultFor(cancelCall, 'code', '00013')).toEqual({
      ...cancelCall,
      status: 400,
      code: '00013',
    });
  });
});

describe('describeFault', () => {
  it('reads as call and fault', () => {
    expect(describeFault({ ...cancelCall, status: 400, code: '00013' })).toBe(
      'POST /subscription/user/cancel/ → 400 00013',
    );
    expect(describeFault({ path: '/unified/userinfo', kind: 'network' })).toBe(
      'ANY /unified/userinfo → network',
    );
    expect(describeFault({ path: '/plans', method: 'GET', delayMs: 10_000 })).toBe(
      'GET /plans → 10000 ms delay',
    );
  });
});

describe('switches', () => {
  it('signs in as another persona on the same route', () => {
    expect(personaSwitchUrl(here, 'trial')).toBe(
      '/account/sign-in.html?persona=trial&redirect=%2Ffreshpass%2Fmanage%2Fcancel-plan%3FstoreId%3D12',
    );
  });

  it('opens the same route on another banner, signed in as the same persona', () => {
    expect(bannerSwitchUrl(here, 'vons', 'trial')).toBe(
      'http://vons.localhost:4173/account/sign-in.html?persona=trial&redirect=%2Ffreshpass%2Fmanage%2Fcancel-plan%3FstoreId%3D12',
    );
    expect(bannerSwitchUrl({ ...here, port: '' }, 'vons', null)).toBe(
      'http://vons.localhost/freshpass/manage/cancel-plan?storeId=12',
    );
  });
});

describe('the log and cards', () => {
  it('puts the newest mutation first without changing the answer', () => {
    const log = [
      { method: 'POST', path: '/a', status: 200, idempotencyKey: null, replays: 0 },
      { method: 'POST', path: '/b', status: 200, idempotencyKey: null, replays: 0 },
    ];
    expect(newestFirst(log).map((m) => m.path)).toEqual(['/b', '/a']);
    expect(log[0].path).toBe('/a');
  });

  it('groups card digits in fours', () => {
    expect(groupedCard('4000000000000002')).toBe('4000 0000 0000 0002');
  });
});
