import {
  SUBSCRIPTION_STATUSES,
  type PlanType,
  type Subscription,
} from '../lib/subscription-contract';
import { membershipFacts, membershipOf, MEMBERSHIP_FACTS, type MembershipRole } from './membership';

const TODAY = '2026-11-25';
/** Where the plan's dates (renewal, end, trial end) fall against today. */
const POSITIONS = { past: '2026-11-15', today: TODAY, future: '2026-12-20' } as const;
type Position = keyof typeof POSITIONS;
const PLAN_TYPES: readonly PlanType[] = ['annual', 'monthly', 'snap'];
const ROLES: readonly MembershipRole[] = ['primary', 'secondary', 'guest'];

function answer(
  status: Subscription['status'],
  planType: PlanType,
  day: string,
  over: Partial<Subscription> = {},
): Subscription {
  const ending = status === 'PENDING_CANCELLATION' || status === 'CANCELLED';
  return {
    asOf: TODAY,
    subscriptionId: 's1',
    status,
    previousStatus: null,
    isTrial: status === 'TRIAL',
    planCode: planType,
    planType,
    fee: 14.99,
    pendingFee: null,
    pricingDetail: '',
    pendingSubscriptionType: status === 'CHANGE_PLAN' ? 'annual' : null,
    pendingPlanCode: null,
    startDate: '2026-01-01',
    renewalDate: day,
    freeTrialEndDate: status === 'TRIAL' ? day : null,
    trialDurationDays: 30,
    cancellationEffectiveDate: ending ? day : null,
    refundAmount: null,
    suspendReason: status === 'SUSPENDED' ? 'payment' : null,
    snapReverifyBy: null,
    snapDiscountEndsOn: null,
    retentionOfferUsed: false,
    role: 'primary',
    paymentMethod: { brand: 'VISA', last4: '1111' },
    ...over,
  };
}

/** What each status means, whatever the plan type, role and date (the date rules follow). */
const EXPECTED: Record<
  Subscription['status'],
  { live: boolean; renews: boolean; hasPlan: boolean }
> = {
  TRIAL: { live: true, renews: true, hasPlan: true },
  ACTIVE: { live: true, renews: true, hasPlan: true },
  SUSPENDED: { live: false, renews: false, hasPlan: true },
  PENDING_ACTIVATION: { live: false, renews: true, hasPlan: true },
  PROCESSING: { live: true, renews: true, hasPlan: true },
  PENDING_CANCELLATION: { live: true, renews: false, hasPlan: true },
  CHANGE_PLAN: { live: true, renews: true, hasPlan: true },
  CANCELLED: { live: false, renews: false, hasPlan: false },
};

const rows = SUBSCRIPTION_STATUSES.flatMap((status) =>
  PLAN_TYPES.flatMap((planType) =>
    ROLES.flatMap((role) =>
      (Object.keys(POSITIONS) as Position[]).map((position) => ({
        status,
        planType,
        role,
        position,
      })),
    ),
  ),
);

describe('membershipOf: every status × plan type × role × date position', () => {
  it.each(rows)(
    '$status $planType $role, dates $position',
    ({ status, planType, role, position }) => {
      const day = POSITIONS[position];
      const m = membershipOf(answer(status, planType, day), role, TODAY);
      const expected = EXPECTED[status];
      const endGone = position === 'past' && status === 'PENDING_CANCELLATION';
      expect(m.status).toBe(status);
      expect(m.hasPlan).toBe(expected.hasPlan);
      expect(m.renews).toBe(expected.renews);
      // An ending plan is live until its end day has gone by.
      expect(m.live).toBe(expected.live && !endGone);
      expect(m.ended).toBe(status === 'CANCELLED' || endGone);
      // No renewal day for a plan that will not renew, and never a day gone by.
      expect(m.renewsOn).toBe(expected.renews && position !== 'past' ? day : undefined);
      // An end day only for a plan that will not renew.
      if (m.endsOn !== undefined) expect(m.renews).toBe(false);
      expect(m.endsOn).toBe(
        status === 'PENDING_CANCELLATION' || status === 'CANCELLED' ? day : undefined,
      );
      expect(m.planType).toBe(planType);
      expect(m.trial).toBe(status === 'TRIAL');
      // Benefits are the plan's own (a trial's are the trial's), and only while live.
      expect(m.benefitsOf).toBe(m.live ? (m.trial ? 'trial' : planType) : undefined);
      expect(m.role).toBe(role);
      expect(m.canAct).toBe(role === 'primary');
      expect(m.cardOnFile).toBe(role === 'primary' && expected.hasPlan);
      expect(m.card).toEqual(m.cardOnFile ? { brand: 'VISA', last4: '1111' } : undefined);
      expect(m.pendingChange).toEqual(
        status === 'CHANGE_PLAN' ? { planType: 'annual', from: day } : undefined,
      );
      // Every fact content may test has one of its declared values.
      for (const [name, value] of Object.entries(membershipFacts(m))) {
        expect(MEMBERSHIP_FACTS[name as keyof typeof MEMBERSHIP_FACTS].values).toContain(value);
      }
    },
  );
});

describe('membershipOf: the cases a status alone does not tell', () => {
  it('is nothing but a role without a subscription', () => {
    const m = membershipOf(null, 'primary', TODAY);
    expect(m).toMatchObject({ status: 'NONE', hasPlan: false, live: false, renews: false });
    expect(m.cardOnFile).toBe(false);
    expect(membershipFacts(m)).toMatchObject({ planType: 'none', benefitsOf: 'none' });
  });

  it('counts PROCESSING right after TRIAL as trial, with the trial end day', () => {
    const sub = answer('PROCESSING', 'monthly', TODAY, {
      previousStatus: 'TRIAL',
      freeTrialEndDate: TODAY,
    });
    expect(membershipOf(sub, 'primary', TODAY)).toMatchObject({ trial: true, trialEndsOn: TODAY });
    expect(membershipOf({ ...sub, previousStatus: 'ACTIVE' }, 'primary', TODAY).trial).toBe(false);
  });

  it('gives a SNAP hold the day it is cancelled automatically, and no renewal', () => {
    const sub = answer('SUSPENDED', 'snap', '2026-11-20', {
      suspendReason: 'snap',
      cancellationEffectiveDate: '2026-12-10',
    });
    expect(membershipOf(sub, 'primary', TODAY)).toMatchObject({
      live: false,
      renews: false,
      endsOn: '2026-12-10',
    });
    expect(membershipOf(sub, 'primary', TODAY).renewsOn).toBeUndefined();
  });

  it('shows no card for a plan without a payment method', () => {
    const sub = answer('ACTIVE', 'monthly', '2026-12-20', { paymentMethod: null });
    expect(membershipOf(sub, 'primary', TODAY).cardOnFile).toBe(false);
  });
});
