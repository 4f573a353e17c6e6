import type { Subscription } from '../../api';
import type { ScreenFacts } from '../../render/visibility';

/**
 * The facts content/screens/manage.json declares: what the status alone does not tell apart (the
 * status before PROCESSING, why a plan is on hold) and whether the shopper is confirming a
 * reinstate. The layout's groups decide from them which blocks show.
 */
export function manageFacts(sub: Subscription | null, confirming: boolean): ScreenFacts {
  return {
    previousStatus: sub?.previousStatus ?? undefined,
    suspendReason: sub?.suspendReason ?? undefined,
    confirming,
  };
}
