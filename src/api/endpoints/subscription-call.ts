/**
 * `GET subscription/user/get/{gid}` itself, without React or SWR: the page's first module
 * (src/early-start.ts) sends it as soon as the session is known, `useSubscription()` after.
 * 00015 (no subscription) is `null`.
 */
import type { ApiClient } from '../client';
import { isApiError } from '../errors';
import { apiKey } from '../keys';
import type { Session } from '../session';
import { expectShape } from '../shape';
import { api } from './api-base';
import type { Subscription } from '../../lib/subscription-contract';

export type { Subscription, SubscriptionStatus } from '../../lib/subscription-contract';

/** Checks a subscription answer's shape (also used by the mutations that return one). */
export function parseSubscription(json: unknown): Subscription {
  return expectShape<Subscription>(
    json,
    {
      status: 'string',
      planCode: 'string',
      planType: 'string',
      fee: 'number',
      renewalDate: 'string',
      previousStatus: 'string|null',
      pendingSubscriptionType: 'string|null',
      pendingFee: 'number|null',
      freeTrialEndDate: 'string|null',
    },
    'subscription',
  );
}

const isNoSubscription = (json: unknown) =>
  typeof json === 'object' && json !== null && 'code' in json && json.code === '00015';

/** Fetches the subscription; the "no subscription" code 00015 resolves to null. */
export async function fetchSubscription(
  client: ApiClient,
  session: Session,
): Promise<Subscription | null> {
  try {
    return await client.request(
      {
        url: api(client, `/subscription/user/get/${encodeURIComponent(session.gid)}`),
        token: session.authToken,
        subscriptionKey: true,
      },
      // The no-subscription answer comes as 200 with the code (the sandbox) or as 404 00015.
      (json) => (isNoSubscription(json) ? null : parseSubscription(json)),
    );
  } catch (error) {
    if (isApiError(error) && error.code === '00015') return null;
    throw error;
  }
}

/** The SWR key of a customer's subscription. */
export const subscriptionKey = (gid: string) => apiKey('subscription', gid);

/**
 * A sandbox persona's subscription as the subscription call answers that persona now, asked of
 * the sandbox's controls without signing in as them (the editor preview's; null: no plan).
 */
export async function fetchPersonaSubscription(persona: string): Promise<Subscription | null> {
  const response = await fetch(`/__sandbox/personas/${encodeURIComponent(persona)}/subscription`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The sandbox has no plan data for persona "${persona}"`);
  const json: unknown = await response.json();
  return isNoSubscription(json) ? null : parseSubscription(json);
}
