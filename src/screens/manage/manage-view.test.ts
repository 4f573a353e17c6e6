import type { Subscription } from '../../api';
import { activeManageGroups, statusOf } from './manage-view';

const sub = (over: Partial<Subscription>) =>
  ({ status: 'ACTIVE', previousStatus: null, suspendReason: null, ...over }) as Subscription;

describe('manage view', () => {
  it('is NONE without a subscription', () => {
    expect(statusOf(null)).toBe('NONE');
    expect(activeManageGroups(null, false)).toEqual([]);
  });

  it('counts PROCESSING after TRIAL as trial and other PROCESSING as renewing', () => {
    expect(activeManageGroups(sub({ status: 'TRIAL' }), false)).toEqual(['trial']);
    expect(
      activeManageGroups(sub({ status: 'PROCESSING', previousStatus: 'TRIAL' }), false),
    ).toEqual(['trial']);
    expect(
      activeManageGroups(sub({ status: 'PROCESSING', previousStatus: 'ACTIVE' }), false),
    ).toEqual(['renewing']);
  });

  it('tells the two SUSPENDED causes apart', () => {
    expect(activeManageGroups(sub({ status: 'SUSPENDED', suspendReason: 'snap' }), false)).toEqual([
      'snap',
    ]);
    expect(
      activeManageGroups(sub({ status: 'SUSPENDED', suspendReason: 'payment' }), false),
    ).toEqual(['payment']);
  });

  it('adds the reinstate confirmation while the shopper confirms', () => {
    expect(activeManageGroups(sub({ status: 'CANCELLED' }), true)).toEqual(['confirm']);
  });
});
