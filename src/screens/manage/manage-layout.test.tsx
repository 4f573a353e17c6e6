/**
 * The manage layout (content/screens/manage.json) for every status and role, rendered by the real
 * renderer with a fixture subscription: what a shopper reads and which actions they get. Covers
 * PENDING_ACTIVATION, which no sandbox persona reaches.
 */
import { screen } from '@testing-library/react';
import { membershipOf, type Subscription } from '../../api';
import layout from '../../../content/screens/manage.json';
import { FlowValuesProvider } from '../../render/flow-values';
import { Screen } from '../../render/layout/layout-renderer';
import { membershipView } from '../../render/membership-audience';
import type { ScreenLayout } from '../../render/block-definition';
import { renderWithEnv, testEnv } from '../../render/testing/test-env';
import type { UserRole } from '../../render/visibility';
import { manageFacts } from './manage-view';

const base = {
  status: 'ACTIVE',
  previousStatus: null,
  planType: 'monthly',
  fee: 14.99,
  pendingFee: null,
  pricingDetail: '$14.99/month',
  pendingSubscriptionType: null,
  renewalDate: '2026-12-12',
  freeTrialEndDate: null,
  cancellationEffectiveDate: null,
  refundAmount: null,
  suspendReason: null,
  snapReverifyBy: null,
  paymentMethod: { brand: 'visa', last4: '4242' },
} as unknown as Subscription;

function renderManage(sub: Subscription | null, role: UserRole = 'primary') {
  const env = testEnv();
  // As ManageScreen gives it: the membership's audience, facts and values, and the screen's own.
  const view = membershipView(
    membershipOf(sub, role, '2026-11-25'),
    undefined,
    manageFacts(sub, false),
    {},
  );
  renderWithEnv(
    <FlowValuesProvider values={view.values}>
      <Screen layout={layout as ScreenLayout} />
    </FlowValuesProvider>,
    testEnv({
      audience: { flags: env.audience?.flags ?? {}, ...view.audience, facts: view.facts },
      actions: {
        askReinstate: () => undefined,
        reinstate: () => undefined,
        keepCancelled: () => undefined,
      },
      dataSources: {
        ...env.dataSources,
        subscription: () => ({ data: sub, isLoading: false }),
      },
    }),
  );
}

const links = () => screen.queryAllByRole('link').map((l) => l.textContent);

describe('manage layout', () => {
  it('PENDING_ACTIVATION says the plan is being activated and offers no action', () => {
    renderManage({ ...base, status: 'PENDING_ACTIVATION' });
    expect(screen.getByText(/is being activated/)).toBeInTheDocument();
    expect(links()).not.toContain('Cancel plan');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ACTIVE shows the plan facts and change, cancel, update payment', () => {
    renderManage(base);
    expect(screen.getByText('$14.99')).toBeInTheDocument();
    expect(screen.getByText('December 12, 2026')).toBeInTheDocument();
    expect(links()).toEqual(
      expect.arrayContaining(['Change plan', 'Cancel plan', 'Update payment method']),
    );
  });

  it('CANCELLED shows the end date and refund and offers reinstating', () => {
    renderManage({
      ...base,
      status: 'CANCELLED',
      cancellationEffectiveDate: '2026-11-12',
      refundAmount: 14.99,
    });
    expect(screen.getByText('November 12, 2026')).toBeInTheDocument();
    // The end day has gone by (today is November 25): it reads as past.
    expect(screen.getByText('Benefits ended on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate FreshPass' })).toBeInTheDocument();
    expect(links()).not.toContain('Change plan');
  });

  it('a secondary user gets the prompt and no actions', () => {
    renderManage(base, 'secondary');
    expect(screen.getByText(/contact the primary account holder/)).toBeInTheDocument();
    expect(links()).not.toContain('Cancel plan');
    // The card is the primary holder's: a household member never reads it.
    expect(screen.queryByText('4242')).toBeNull();
  });

  it('a payment hold whose renewal day has gone by reads no renewal', () => {
    renderManage({
      ...base,
      status: 'SUSPENDED',
      suspendReason: 'payment',
      renewalDate: '2026-11-20',
    });
    expect(screen.queryByText('Renews on')).toBeNull();
    expect(screen.queryByText('November 20, 2026')).toBeNull();
  });

  it('no subscription offers joining', () => {
    renderManage(null);
    expect(screen.getByRole('link', { name: 'Join FreshPass' })).toHaveAttribute(
      'href',
      '/freshpass/manage/subscribe',
    );
  });
});
