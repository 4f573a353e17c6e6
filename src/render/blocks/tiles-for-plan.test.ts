import { tilesForPlan } from './tiles-for-plan';

const tiles = [
  { id: 'annual-savings', planTypes: ['annual'] },
  { id: 'monthly-private-label', planTypes: ['monthly'] },
  { id: 'snap-discount', planTypes: ['snap'] },
  { id: 'trial-free', planTypes: ['trial'] },
  { id: 'free-delivery' },
];
const ids = (planType?: Parameters<typeof tilesForPlan>[1]) =>
  tilesForPlan(tiles, planType).map((t) => t.id);

describe('tilesForPlan', () => {
  it('gives each plan type its own tiles and the tiles for everyone', () => {
    expect(ids('annual')).toEqual(['annual-savings', 'free-delivery']);
    expect(ids('monthly')).toEqual(['monthly-private-label', 'free-delivery']);
    expect(ids('snap')).toEqual(['snap-discount', 'free-delivery']);
    expect(ids('trial')).toEqual(['trial-free', 'free-delivery']);
  });

  it('shows only the tiles for everyone while the plan type is unknown', () => {
    expect(ids(undefined)).toEqual(['free-delivery']);
  });
});
