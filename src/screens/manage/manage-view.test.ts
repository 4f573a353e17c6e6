import type { Subscription } from '../../api';
import layout from '../../../content/screens/manage.json';
import type { ScreenLayout } from '../../render/block-definition';
import { activeGroups } from '../../render/visibility';
import { manageFacts } from './manage-view';

const sub = (over: Partial<Subscription>) =>
  ({ status: 'ACTIVE', previousStatus: null, suspendReason: null, ...over }) as Subscription;

/** The groups of content/screens/manage.json that show, for the facts the screen supplies. */
const active = (s: Subscription | null, confirming: boolean) =>
  activeGroups((layout as ScreenLayout).groups, {
    flags: {},
    status: s ? s.status : 'NONE',
    role: 'primary',
    facts: manageFacts(s, confirming),
  });

describe('manage view', () => {
  it('is NONE without a subscription', () => {
    expect(active(null, false)).toEqual([]);
  });

  it('counts PROCESSING after TRIAL as trial and other PROCESSING as renewing', () => {
    expect(active(sub({ status: 'TRIAL' }), false)).toEqual(['trial']);
    expect(active(sub({ status: 'PROCESSING', previousStatus: 'TRIAL' }), false)).toEqual([
      'trial',
    ]);
    expect(active(sub({ status: 'PROCESSING', previousStatus: 'ACTIVE' }), false)).toEqual([
      'renewing',
    ]);
    // A renewal with no earlier status on record is a paid plan's.
    expect(active(sub({ status: 'PROCESSING' }), false)).toEqual(['renewing']);
  });

  it('tells the two SUSPENDED causes apart', () => {
    expect(active(sub({ status: 'SUSPENDED', suspendReason: 'snap' }), false)).toEqual(['snap']);
    expect(active(sub({ status: 'SUSPENDED', suspendReason: 'payment' }), false)).toEqual([
      'payment',
    ]);
    // A hold of no stated cause is the payment one, as before.
    expect(active(sub({ status: 'SUSPENDED' }), false)).toEqual(['payment']);
  });

  it('adds the reinstate confirmation while the shopper confirms', () => {
    expect(active(sub({ status: 'CANCELLED' }), true)).toEqual(['confirm']);
    expect(active(sub({ status: 'ACTIVE' }), false)).toEqual([]);
  });
});
