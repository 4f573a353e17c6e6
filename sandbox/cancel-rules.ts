/**
 * Cancelling (contract §4, §5, §8): reason check, renewal batch and buffer, the retention offer,
 * the 15-day refund window and a trial ending at its trial end.
 */
import { daysBetween } from './dates.ts';
import { SandboxError, refusal } from './errors.ts';
import {
  cancelReasons,
  planOf,
  refundWindowDays,
  renewalBufferDays,
  retentionPlanCode,
} from './plans.ts';
import { requirePrimary } from './rules.ts';
import type { CancelRequest, RetentionOffer } from '../src/lib/subscription-contract.ts';
import type { Account, Subscription, Tender } from './types';

export type { CancelRequest, RetentionOffer };

/** The maximum length of cancellation feedback (contract §5). */
export const feedbackLimit = 400;

/** What a cancel call did: offered retention, or cancelled (with a refund when one was due). */
export type CancelOutcome =
  | { outcome: 'retention-offer'; retentionOffer: RetentionOffer }
  | { outcome: 'cancelled'; refundAmount: number | null };

/** Applies a cancel request to a subscription, or throws the catalogue's refusal. */
export function cancel(
  sub: Subscription,
  account: Account,
  req: CancelRequest,
  tender: Tender | undefined,
  today: string,
): CancelOutcome {
  requirePrimary(account);
  const reason = cancelReasons.find((r) => r.reasonCode === req.reasonCode);
  if (!reason) throw new SandboxError(400, '0009', 'Cancellation reason is invalid');
  if (req.userComments.length > feedbackLimit) {
    throw new SandboxError(
      400,
      refusal.invalidRequest,
      `Feedback is over ${feedbackLimit} characters`,
    );
  }
  if (sub.status === 'CANCELLED' || sub.status === 'PENDING_CANCELLATION') {
    throw new SandboxError(409, refusal.notAllowed, 'The plan is already cancelled');
  }
  if (sub.status === 'PROCESSING') {
    throw new SandboxError(409, '00013', 'Subscription is renewing and cannot be cancelled');
  }
  if (sub.status !== 'SUSPENDED' && daysBetween(today, sub.renewalDate) <= renewalBufferDays) {
    throw new SandboxError(409, '00014', 'The plan is within the renewal buffer');
  }
  if (
    req.retentionEligibilityCheck &&
    reason.retentionEligible &&
    sub.status === 'ACTIVE' &&
    sub.planType !== 'snap' &&
    !sub.retentionUsed
  ) {
    const plan = planOf(retentionPlanCode);
    return {
      outcome: 'retention-offer',
      retentionOffer: {
        planCode: plan.planCode,
        discountType: 'retentionannual',
        campaignType: 'retention',
        fee: plan.fee,
        regularFee: plan.regularFee,
        startsOn: sub.renewalDate,
      },
    };
  }
  const refundable =
    sub.status !== 'TRIAL' &&
    sub.status !== 'SUSPENDED' &&
    sub.ordersInPeriod === 0 &&
    daysBetween(sub.periodStart, today) < refundWindowDays;
  if (refundable && tender?.behaviour === 'refund-fails') {
    throw new SandboxError(412, '00023', 'The refund to the card failed');
  }
  sub.previousStatus = sub.status;
  sub.cancelReasonCode = req.reasonCode;
  sub.pendingPlanCode = null;
  sub.pendingSubscriptionType = null;
  sub.pendingFee = null;
  if (refundable || sub.status === 'SUSPENDED') {
    sub.status = 'CANCELLED';
    sub.cancellationEffectiveDate = today;
    sub.refundAmount = refundable ? sub.fee : null;
    return { outcome: 'cancelled', refundAmount: sub.refundAmount };
  }
  sub.status = 'PENDING_CANCELLATION';
  sub.cancellationEffectiveDate =
    sub.previousStatus === 'TRIAL' && sub.freeTrialEndDate ? sub.freeTrialEndDate : sub.renewalDate;
  return { outcome: 'cancelled', refundAmount: null };
}
