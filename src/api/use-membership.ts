import { useMemo } from 'react';
import { useSubscription } from './endpoints/subscription';
import { useSession } from './endpoints/user-info';
import { membershipOf, membershipToday, type Membership } from './membership';

/** What useMembership answers: the model once the subscription is in, and the read itself. */
export interface MembershipState {
  /** Undefined until the subscription has answered (or when it failed). */
  membership?: Membership;
  subscription: ReturnType<typeof useSubscription>;
}

/**
 * The signed-in shopper's membership (membership.ts) on the service's today: the one place a
 * screen learns what the household's plan means for the words it shows.
 */
export function useMembership(): MembershipState {
  const subscription = useSubscription();
  const { session } = useSession();
  const data = subscription.data;
  const role = session?.role ?? 'guest';
  const membership = useMemo(
    () => (data === undefined ? undefined : membershipOf(data, role, membershipToday(data))),
    [data, role],
  );
  return { membership, subscription };
}
