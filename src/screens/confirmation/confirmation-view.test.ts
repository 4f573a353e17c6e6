import type { Subscription } from '../../api';
import { confirmationView, confirmedPlanGroup, sourceFrom } from './confirmation-view';

const sub = (over: Partial<Subscription>) =>
  ({
    status: 'ACTIVE',
    planType: 'monthly',
    pendingSubscriptionType: null,
    retentionOfferUsed: false,
    ...over,
  }) as Subscription;

const shown = (groups: string[]) => ({ kind: 'show', groups });
const manage = { kind: 'manage' };

describe('sourceFrom', () => {
  it('reads the flows that navigate here and nothing else', () => {
    expect(sourceFrom('?from=retention')).toBe('retention');
    expect(sourceFrom('?from=change')).toBe('change');
    expect(sourceFrom('?from=reinstate')).toBe('reinstate');
    expect(sourceFrom('?from=subscribe')).toBeNull();
    expect(sourceFrom('')).toBeNull();
  });
});

describe('confirmedPlanGroup', () => {
  it('confirms the scheduled plan while a change is pending, else the current plan', () => {
    expect(
      confirmedPlanGroup(sub({ status: 'CHANGE_PLAN', pendingSubscriptionType: 'annual' })),
    ).toBe('annual');
    expect(confirmedPlanGroup(sub({ planType: 'snap' }))).toBe('snap');
  });
});

describe('confirmationView, persona by persona', () => {
  it('sends to manage whoever has nothing to confirm', () => {
    // new-shopper, cancelled, pending-cancellation, suspended-payment, suspended-snap.
    expect(confirmationView(null, 'primary', null)).toEqual(manage);
    for (const status of ['CANCELLED', 'PENDING_CANCELLATION', 'SUSPENDED'] as const) {
      expect(confirmationView(sub({ status }), 'primary', null)).toEqual(manage);
      expect(confirmationView(sub({ status }), 'primary', 'reinstate')).toEqual(manage);
    }
    // secondary-household: the household's plan is live, but they confirmed nothing.
    expect(confirmationView(sub({}), 'secondary', null)).toEqual(manage);
  });

  it('opened directly, a live plan is confirmed as it is now', () => {
    expect(confirmationView(sub({ status: 'TRIAL' }), 'primary', null)).toEqual(
      shown(['monthly', 'current']),
    );
    expect(confirmationView(sub({ planType: 'annual' }), 'primary', null)).toEqual(
      shown(['annual', 'current']),
    );
    expect(confirmationView(sub({ planType: 'snap' }), 'primary', null)).toEqual(
      shown(['snap', 'current']),
    );
    expect(
      confirmationView(sub({ status: 'PENDING_ACTIVATION', planType: 'annual' }), 'primary', null),
    ).toEqual(shown(['annual', 'current']));
  });

  it('a pending change reads as a change, and as the accepted offer only after retention', () => {
    const changed = sub({ status: 'CHANGE_PLAN', pendingSubscriptionType: 'annual' });
    expect(confirmationView(changed, 'primary', 'change')).toEqual(
      shown(['annual', 'changed', 'current']),
    );
    expect(confirmationView(changed, 'primary', null)).toEqual(
      shown(['annual', 'changed', 'current']),
    );
    // A typed ?from=retention on a household that never accepted the offer is a plain change.
    expect(confirmationView(changed, 'primary', 'retention')).toEqual(
      shown(['annual', 'changed', 'current']),
    );
    const retained = sub({ ...changed, planType: 'annual', retentionOfferUsed: true });
    expect(confirmationView(retained, 'primary', 'retention')).toEqual(
      shown(['annual', 'retained']),
    );
  });

  it('after reinstating, says so above the plan as it is now', () => {
    expect(confirmationView(sub({ planType: 'annual' }), 'primary', 'reinstate')).toEqual(
      shown(['annual', 'reinstated', 'current']),
    );
    // A typed ?from=retention on an unchanged plan reads as the plan as it is.
    expect(confirmationView(sub({}), 'primary', 'retention')).toEqual(
      shown(['monthly', 'current']),
    );
  });
});
