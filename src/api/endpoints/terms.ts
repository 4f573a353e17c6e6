/** `GET subscription/user/terms/gid/{customerId}` and `useTerms()`: banner placeholders filled by the service. */
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import type { Session } from '../session';
import { expectShape } from '../shape';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { api, useAuthed } from './authed';

/** The terms answer: a title and an HTML fragment (sanitised by the renderer). */
export interface Terms {
  title?: string;
  html: string;
}

/** Fetches the terms. */
export function fetchTerms(client: ApiClient, session: Session): Promise<Terms> {
  return client.request(
    {
      url: api(client, `/subscription/user/terms/gid/${encodeURIComponent(session.gid)}`),
      token: session.authToken,
      subscriptionKey: true,
    },
    (json) => expectShape<Terms>(json, { html: 'string', title: 'string?' }, 'terms'),
  );
}

/** The SWR key (per banner: the terms name the banner). */
export const termsKey = (banner: string, gid: string) => apiKey('terms', banner, gid);

/** The FreshPass terms for the signed-in customer. */
export function useTerms(): ApiQuery<Terms> {
  const { client, session } = useAuthed();
  return useApiQuery(session ? termsKey(client.banner, session.gid) : null, () =>
    fetchTerms(client, session as Session),
  );
}
