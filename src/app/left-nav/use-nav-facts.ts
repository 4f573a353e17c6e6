import { useMemo } from 'react';
import { useProfile } from '../../api/endpoints/profile';
import { useMembership } from '../../api';
import type { ProfileState } from './badges';

/** The program name an active FreshPass member is enrolled in, for flagged nav items. */
export const FRESHPASS_PROGRAM = 'freshpass';

/**
 * What the navigation rules need from the calls: the profile call as a ProfileState (contract §4:
 * failure → no badge info) and the programs the shopper is enrolled in (from the subscription).
 */
export function useNavFacts(): { profile: ProfileState; enrolledPrograms: ReadonlySet<string> } {
  const profileQuery = useProfile();
  const { membership } = useMembership();
  const profileData = profileQuery.data;
  const profileFailed = Boolean(profileQuery.error);
  // Enrolled while the household holds a plan (the membership model's hasPlan).
  const enrolled = membership?.hasPlan === true;

  const profile = useMemo((): ProfileState => {
    if (profileFailed) return { status: 'failed' };
    if (!profileData) return { status: 'loading' };
    return { status: 'loaded', profile: profileData };
  }, [profileFailed, profileData]);

  const enrolledPrograms = useMemo(() => new Set(enrolled ? [FRESHPASS_PROGRAM] : []), [enrolled]);
  return { profile, enrolledPrograms };
}
