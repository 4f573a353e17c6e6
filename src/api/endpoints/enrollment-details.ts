/** `GET subscription/user/getUserEnrollmentDetails/{uuid}/{gid}` and `useEnrollmentDetails()`. */
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import type { Session } from '../session';
import { expectShape } from '../shape';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { api, useAuthed } from './authed';

/** Enrolment details (shape not shown in the spec: see docs/decisions.md). */
export interface EnrollmentDetails {
  enrolled: boolean;
  role: 'primary' | 'secondary';
  hid: string;
  snapEligible: boolean;
  /** The household's SNAP verification is current, so it may choose the SNAP plan now. */
  snapVerified: boolean;
  snapReverifyBy: string | null;
  everSubscribed: boolean;
  retentionOfferUsed: boolean;
}

/** Fetches the enrolment details of the signed-in customer. */
export function fetchEnrollmentDetails(
  client: ApiClient,
  session: Session,
): Promise<EnrollmentDetails> {
  const path = `/subscription/user/getUserEnrollmentDetails/${encodeURIComponent(session.uuid)}/${encodeURIComponent(session.gid)}`;
  return client.request(
    { url: api(client, path), token: session.authToken, subscriptionKey: true },
    (json) =>
      expectShape<EnrollmentDetails>(
        json,
        { enrolled: 'boolean', role: 'string', snapEligible: 'boolean', snapVerified: 'boolean' },
        'enrolment details',
      ),
  );
}

/** The SWR key. */
export const enrollmentDetailsKey = (gid: string) => apiKey('enrollment-details', gid);

/**
 * Enrolment details of the signed-in customer; with `enabled: false` nothing is fetched (a screen
 * that needs them only for one choice, such as the SNAP plan, asks only then).
 */
export function useEnrollmentDetails(
  options: { enabled?: boolean } = {},
): ApiQuery<EnrollmentDetails> {
  const { client, session } = useAuthed();
  const enabled = options.enabled ?? true;
  return useApiQuery(session && enabled ? enrollmentDetailsKey(session.gid) : null, () =>
    fetchEnrollmentDetails(client, session as Session),
  );
}
