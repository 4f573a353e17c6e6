import type { Subscription } from '../../api';
import { confirmedPlanGroup } from './confirmation-view';

const sub = (over: Partial<Subscription>) =>
  ({
    status: 'ACTIVE',
    planType: 'monthly',
    pendingSubscriptionType: null,
    ...over,
  }) as Subscription;

describe('confirmedPlanGroup', () => {
  it('confirms the scheduled plan while a change is pending, else the current plan', () => {
    expect(
      confirmedPlanGroup(sub({ status: 'CHANGE_PLAN', pendingSubscriptionType: 'annual' })),
    ).toBe('annual');
    expect(confirmedPlanGroup(sub({ planType: 'snap' }))).toBe('snap');
    expect(confirmedPlanGroup(null)).toBe('none');
  });
});
