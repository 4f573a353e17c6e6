import { isTrialPlan, planKindOf } from './subscription';

describe('planKindOf', () => {
  it('is trial while the plan counts as trial, else the plan type', () => {
    expect(planKindOf({ status: 'TRIAL', previousStatus: null, planType: 'monthly' })).toBe(
      'trial',
    );
    expect(planKindOf({ status: 'PROCESSING', previousStatus: 'TRIAL', planType: 'monthly' })).toBe(
      'trial',
    );
    expect(planKindOf({ status: 'ACTIVE', previousStatus: null, planType: 'monthly' })).toBe(
      'monthly',
    );
    expect(planKindOf({ status: 'ACTIVE', previousStatus: null, planType: 'annual' })).toBe(
      'annual',
    );
    expect(planKindOf({ status: 'SUSPENDED', previousStatus: 'ACTIVE', planType: 'snap' })).toBe(
      'snap',
    );
    expect(isTrialPlan({ status: 'PROCESSING', previousStatus: 'ACTIVE' })).toBe(false);
  });
});
