import type { CancelRequest, CancelResult, RetentionOffer } from '../../api';

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

/** Where every cancellation starts: the reason survey. */
export const startOfCancel: CancelFlow = { step: 'reason' };

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

/** A cancel call the flow sent (`request`) and what the service did with it. */
export interface CancelAnswer {
  request: CancelRequest;
  result: CancelResult;
}

/**
 * The flow after a cancel call's answer. From the reason step, the service either offers the
 * retention discount or cancels. Declining the offer sends the call again without the check, so
 * only a cancellation can follow it. Once done, nothing moves the flow back.
 */
export function cancelFlowAfter(flow: CancelFlow, answer: CancelAnswer): CancelFlow {
  const { request, result } = answer;
  if (flow.step === 'done') return flow;
  if (result.outcome === 'cancelled') return { step: 'done', request };
  // A second offer in answer to a decline would ask the same question again: the shopper stays
  // on the offer they declined, which says what it is.
  if (flow.step === 'offer') return flow;
  return { step: 'offer', request, offer: result.retentionOffer };
}
