import type { CancelRequest, RetentionOffer } from '../../api';

/**
 * Where the flow is, with what the shopper sent and what the service offered. The step is the
 * `step` fact of content/screens/cancel-plan.json, whose groups show each step's blocks: `reason`
 * (reasons, feedback, refund rule, pre-churn tiles), `offer` (the retention offer) and `done`
 * (what the cancellation did).
 */
export type CancelFlow =
  | { step: 'reason' }
  | { step: 'offer'; request: CancelRequest; offer: RetentionOffer }
  | { step: 'done'; request: CancelRequest };

/** What the reason form hands over; feedback is optional. */
export interface ReasonForm {
  reasonCode?: string;
  userComments?: string;
}

/**
 * The first cancel call's body: the chosen reason, the feedback as typed (empty when none) and
 * the retention check on, so an eligible shopper is offered the discount before anything ends.
 */
export function firstRequest(form: unknown): CancelRequest {
  const value = (form ?? {}) as ReasonForm;
  return {
    reasonCode: value.reasonCode ?? '',
    userComments: value.userComments ?? '',
    retentionEligibilityCheck: true,
  };
}

/** The call sent when the shopper declines the offer: the same answers, no second offer. */
export function declineRequest(request: CancelRequest): CancelRequest {
  return { ...request, retentionEligibilityCheck: false };
}
