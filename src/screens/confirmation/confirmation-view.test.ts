import { membershipOf, type Subscription } from '../../api';
import layout from '../../../content/screens/confirmation.json';
import type { ScreenLayout } from '../../render/block-definition';
import { activeGroups, type UserRole } from '../../render/visibility';
import {
  confirmationView,
  confirmedPlanType,
  sourceFrom,
  type ConfirmationSource,
} from './confirmation-view';

const sub = (over: Partial<Subscription>) =>
  ({
    status: 'ACTIVE',
    previousStatus: null,
    planType: 'monthly',
    renewalDate: '2026-12-20',
    cancellationEffectiveDate: null,
    paymentMethod: null,
    pendingSubscriptionType: null,
    retentionOfferUsed: false,
    ...over,
  }) as Subscription;

const { groups } = layout as ScreenLayout;
const shown = (names: string[]) => [...names].sort();
const manage = 'manage';

/** The layout groups a shopper sees: the view's facts evaluated by the layout's own groups. */
function view(s: Subscription | null, role: UserRole, source: ConfirmationSource) {
  const result = confirmationView(s, membershipOf(s, role, '2026-11-25'), source);
  if (result.kind === 'manage') return manage;
  const audience = { flags: {}, status: s?.status, role, facts: result.facts };
  return activeGroups(groups, audience).sort();
}

describe('sourceFrom', () => {
  it('reads the flows that navigate here and nothing else', () => {
    expect(sourceFrom('?from=retention')).toBe('retention');
    expect(sourceFrom('?from=change')).toBe('change');
    expect(sourceFrom('?from=reinstate')).toBe('reinstate');
    expect(sourceFrom('?from=subscribe')).toBeNull();
    expect(sourceFrom('')).toBeNull();
  });
});

describe('confirmedPlanType', () => {
  it('confirms the scheduled plan while a change is pending, else the current plan', () => {
    expect(
      confirmedPlanType(sub({ status: 'CHANGE_PLAN', pendingSubscriptionType: 'annual' })),
    ).toBe('annual');
    expect(confirmedPlanType(sub({ planType: 'snap' }))).toBe('snap');
  });
});

describe('confirmationView, persona by persona', () => {
  it('sends to manage whoever has nothing to confirm', () => {
    // new-shopper, cancelled, pending-cancellation, suspended-payment, suspended-snap.
    expect(view(null, 'primary', null)).toEqual(manage);
    for (const status of ['CANCELLED', 'PENDING_CANCELLATION', 'SUSPENDED'] as const) {
      expect(view(sub({ status }), 'primary', null)).toEqual(manage);
      expect(view(sub({ status }), 'primary', 'reinstate')).toEqual(manage);
    }
    // secondary-household: the household's plan is live, but they confirmed nothing.
    expect(view(sub({}), 'secondary', null)).toEqual(manage);
  });

  it('opened directly, a live plan is confirmed as it is now', () => {
    expect(view(sub({ status: 'TRIAL' }), 'primary', null)).toEqual(shown(['monthly', 'current']));
    expect(view(sub({ planType: 'annual' }), 'primary', null)).toEqual(
      shown(['annual', 'current']),
    );
    expect(view(sub({ planType: 'snap' }), 'primary', null)).toEqual(shown(['snap', 'current']));
    expect(
      view(sub({ status: 'PENDING_ACTIVATION', planType: 'annual' }), 'primary', null),
    ).toEqual(shown(['annual', 'current']));
  });

  it('a pending change reads as a change, and as the accepted offer only after retention', () => {
    const changed = sub({ status: 'CHANGE_PLAN', pendingSubscriptionType: 'annual' });
    expect(view(changed, 'primary', 'change')).toEqual(shown(['annual', 'changed', 'current']));
    expect(view(changed, 'primary', null)).toEqual(shown(['annual', 'changed', 'current']));
    // A typed ?from=retention on a household that never accepted the offer is a plain change.
    expect(view(changed, 'primary', 'retention')).toEqual(shown(['annual', 'changed', 'current']));
    const retained = sub({ ...changed, planType: 'annual', retentionOfferUsed: true });
    expect(view(retained, 'primary', 'retention')).toEqual(shown(['annual', 'retained']));
  });

  it('after reinstating, says so above the plan as it is now', () => {
    expect(view(sub({ planType: 'annual' }), 'primary', 'reinstate')).toEqual(
      shown(['annual', 'reinstated', 'current']),
    );
    // A typed ?from=retention on an unchanged plan reads as the plan as it is.
    expect(view(sub({}), 'primary', 'retention')).toEqual(shown(['monthly', 'current']));
  });
});
