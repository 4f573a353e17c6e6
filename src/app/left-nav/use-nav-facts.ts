import { useMemo } from 'react';
import { useProfile } from '../../api/endpoints/profile';
import { useSubscription } from '../../api/endpoints/subscription';
import type { ProfileState } from './badges';

/** The program name an active FreshPass member is enrolled in, for flagged nav items. */
export const FRESHPASS_PROGRAM = 'freshpass';

/** Statuses that no longer count as enrolled. */
const NOT_ENROLLED = new Set(['CANCELLED']);

/**
 * What the navigation rules need from the calls: the profile call as a ProfileState (spec §4:
 * failure → no badge info) and the programs the shopper is enrolled in (from the subscription).
 */
export function useNavFacts(): { profile: ProfileState; enrolledPrograms: ReadonlySet<string> } {
  const profileQuery = useProfile();
  const subscription = useSubscription();
  const profileData = profileQuery.data;
  const profileFailed = Boolean(profileQuery.error);
  const status = subscription.data?.status;

  const profile = useMemo((): ProfileState => {
    if (profileFailed) return { status: 'failed' };
    if (!profileData) return { status: 'loading' };
    return { status: 'loaded', profile: profileData };
  }, [profileFailed, profileData]);

  const enrolledPrograms = useMemo(
    () => new Set(status && !NOT_ENROLLED.has(status) ? [FRESHPASS_PROGRAM] : []),
    [status],
  );
  return { profile, enrolledPrograms };
}
