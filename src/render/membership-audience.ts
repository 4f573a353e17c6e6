import { membershipFacts, type Membership } from '../api';
import type { FlowValues } from './flow-values';
import type { Audience, ScreenFacts } from './visibility';

/** What a screen's blocks see of a membership, added to what the screen knows itself. */
export interface MembershipView {
  audience?: Partial<Audience>;
  facts?: ScreenFacts;
  values: FlowValues;
}

/**
 * The audience, facts and flow values of a screen that knows the shopper's membership: the
 * status, role and plan whose benefits show; the membership facts by name (a screen adds its
 * own, never redefines one); and `membership` for blocks' fields (`membership.renewsOn`).
 */
export function membershipView(
  membership: Membership | undefined,
  audience: Partial<Audience> | undefined,
  facts: ScreenFacts | undefined,
  values: FlowValues,
): MembershipView {
  if (!membership) return { audience, facts, values };
  return {
    audience: {
      status: membership.status,
      role: membership.role,
      planType: membership.benefitsOf,
      ...audience,
    },
    facts: { ...facts, ...membershipFacts(membership) },
    values: { ...values, membership },
  };
}
