/** `GET subscription/plans` and `usePlans()`: v4 accept (with SNAP plans) when the SNAP flag is on. */
import type { PlanType } from '../../lib/subscription-contract';
import { useApiClient } from '../api-provider';
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import { expectItems, expectShape } from '../shape';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { api } from './authed';
import { useSession } from './user-info';

/** A plan as listed. */
export interface Plan {
  planCode: string;
  planType: PlanType;
  fee: number;
  regularFee: number;
  billingPeriod: 'year' | 'month';
  trialDays: number;
  campaignType: string;
  /** The price as a paying member reads it. */
  pricingDetail: string;
  /** The price for a shopper who gets the plan's free trial (only plans with a trial). */
  trialPricingDetail?: string;
  snap: boolean;
}

/** The accept type of the plans call. */
export const plansAccept = (snap: boolean) =>
  snap ? 'application/vnd.safeway.v4+json' : 'application/vnd.safeway.v2+json';

/** Fetches the plans; the bearer is sent when signed in. */
export function fetchPlans(client: ApiClient, snap: boolean, token?: string): Promise<Plan[]> {
  return client.request(
    {
      url: api(client, '/subscription/plans'),
      token,
      subscriptionKey: true,
      accept: plansAccept(snap),
      dateHeader: true,
    },
    (json) =>
      expectItems<Plan>(
        expectShape<{ plans: unknown }>(json, { plans: 'array' }, 'plans').plans,
        { planCode: 'string', planType: 'string', fee: 'number', trialDays: 'number' },
        'plans',
      ),
  );
}

/** The SWR key. */
export const plansKey = (banner: string, snap: boolean) => apiKey('plans', banner, snap);

/** The plans on sale; `snap` follows the enableSnap flag (on by default, contract §9). */
export function usePlans(options: { snap?: boolean } = {}): ApiQuery<Plan[]> {
  const client = useApiClient();
  const { session, status } = useSession();
  const snap = options.snap ?? true;
  return useApiQuery(status === 'loading' ? null : plansKey(client.banner, snap), () =>
    fetchPlans(client, snap, session?.authToken),
  );
}
