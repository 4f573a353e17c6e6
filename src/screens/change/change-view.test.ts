import { membershipFacts, membershipOf, type Plan, type Subscription } from '../../api';
import layout from '../../../content/screens/change.json';
import type { ScreenLayout } from '../../render/block-definition';
import { activeGroups } from '../../render/visibility';
import { changeFacts, targetPlan } from './change-view';

const sub = (over: Partial<Subscription>) =>
  ({ status: 'ACTIVE', planType: 'monthly', ...over }) as Subscription;
const plan = (planCode: string, planType: Plan['planType'], extra: Partial<Plan> = {}) =>
  ({ planCode, planType, snap: planType === 'snap', campaignType: 'standard', ...extra }) as Plan;
/** The one group of content/screens/change.json that shows, for the facts the screen supplies. */
const changeGroup = (s: Subscription | null) =>
  activeGroups((layout as ScreenLayout).groups, {
    flags: {},
    status: s ? s.status : 'NONE',
    role: 'primary',
    facts: { ...changeFacts(s), ...membershipFacts(membershipOf(s, 'primary', '2026-11-25')) },
  }).join(' ');

const plans = [
  plan('retentionannual', 'annual', { campaignType: 'retention' }),
  plan('monthly', 'monthly'),
  plan('annual', 'annual'),
  plan('snap', 'snap'),
];

describe('change view', () => {
  it('offers the other regular plan, never retention or SNAP', () => {
    expect(targetPlan(sub({ planType: 'monthly' }), plans)?.planCode).toBe('annual');
    expect(targetPlan(sub({ planType: 'annual' }), plans)?.planCode).toBe('monthly');
    expect(targetPlan(sub({ planType: 'snap' }), plans)).toBeUndefined();
    expect(targetPlan(null, plans)).toBeUndefined();
  });

  it('shows the pending change, or blocks statuses that cannot change', () => {
    expect(changeGroup(sub({ status: 'CHANGE_PLAN' }))).toBe('pending');
    expect(changeGroup(sub({ status: 'TRIAL', planType: 'monthly' }))).toBe('monthly');
    expect(changeGroup(sub({ status: 'ACTIVE', planType: 'annual' }))).toBe('annual');
    expect(changeGroup(sub({ status: 'ACTIVE', planType: 'snap' }))).toBe('snap');
    expect(changeGroup(sub({ status: 'PROCESSING' }))).toBe('blocked');
    expect(changeGroup(sub({ status: 'CANCELLED' }))).toBe('blocked');
    expect(changeGroup(null)).toBe('blocked');
  });
});
