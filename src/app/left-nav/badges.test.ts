import { describe, expect, it } from 'vitest';
import { badgeKindOf, showsAddBadge, type ProfileState } from './badges';

const loaded = (addresses: unknown[] | undefined, pct: string | undefined): ProfileState => ({
  status: 'loaded',
  profile: { addresses, profileCompletionPercentage: pct },
});
const anAddress = [{ line1: '1 Main St' }];

describe('badgeKindOf', () => {
  it.each([
    [{ id: 'addresses' }, 'addresses'],
    [{ leftNavLink: '/account/addresses.html' }, 'addresses'],
    [{ id: 'personal-info' }, 'personal-info'],
    [{ leftNavLink: '/account/personal-info.html' }, 'personal-info'],
    [{ id: 'orders', leftNavLink: '/account/orders.html' }, 'none'],
    [{ leftNavLink: '/account/addresses-book-help' }, 'none'],
    [{}, 'none'],
  ] as const)('%o → %s', (item, kind) => {
    expect(badgeKindOf(item)).toBe(kind);
  });
});

describe('showsAddBadge', () => {
  it.each([
    // kind, profile state, badge
    ['addresses', loaded([], '100'), true],
    ['addresses', loaded(undefined, '100'), true],
    ['addresses', loaded(anAddress, '40'), false],
    ['personal-info', loaded([], '100'), false],
    ['personal-info', loaded([], '80'), true],
    ['personal-info', loaded([], '20'), true],
    ['personal-info', loaded(undefined, undefined), true],
    ['personal-info', loaded(anAddress, '100'), false],
    ['personal-info', loaded(anAddress, '80'), true],
    ['personal-info', loaded(anAddress, '60'), true],
    ['personal-info', loaded(anAddress, undefined), true],
    ['addresses', { status: 'failed' }, false],
    ['personal-info', { status: 'failed' }, false],
    ['addresses', { status: 'loading' }, false],
    ['personal-info', { status: 'loading' }, false],
    ['none', loaded([], '10'), false],
  ] as const)('%s with %o → %s', (kind, state, badge) => {
    expect(showsAddBadge(kind, state)).toBe(badge);
  });
});
