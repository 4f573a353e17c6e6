/** `GET payments/customers/{uuid}/tenders?context=FRESH_PASS&storeId=9999` and `usePaymentMethods()`. */
import type { Tender } from '../../lib/subscription-contract';
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import type { Session } from '../session';
import { expectItems, expectShape } from '../shape';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { api, useAuthed } from './authed';

export type { Tender };

/** The tenders path of a customer. */
export const tendersPath = (uuid: string) =>
  `/payments/customers/${encodeURIComponent(uuid)}/tenders?context=FRESH_PASS&storeId=9999`;

/** Parses a tenders answer. */
export function parseTenders(json: unknown): Tender[] {
  return expectItems<Tender>(
    expectShape<{ tenders: unknown }>(json, { tenders: 'array' }, 'tenders').tenders,
    { id: 'string', last4: 'string', isDefault: 'boolean' },
    'tenders',
  );
}

/** Fetches the customer's cards. */
export function fetchPaymentMethods(client: ApiClient, session: Session): Promise<Tender[]> {
  return client.request(
    {
      url: api(client, tendersPath(session.uuid)),
      token: session.authToken,
      subscriptionKey: true,
      dateHeader: true,
    },
    parseTenders,
  );
}

/** The SWR key. */
export const paymentMethodsKey = (uuid: string) => apiKey('payment-methods', uuid);

/**
 * The signed-in customer's cards (empty for a secondary household member); with
 * `enabled: false` nothing is fetched (a screen that only needs them for the primary holder).
 */
export function usePaymentMethods(options: { enabled?: boolean } = {}): ApiQuery<Tender[]> {
  const { client, session } = useAuthed();
  const enabled = options.enabled ?? true;
  return useApiQuery(session && enabled ? paymentMethodsKey(session.uuid) : null, () =>
    fetchPaymentMethods(client, session as Session),
  );
}
