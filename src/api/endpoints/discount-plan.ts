/**
 * `GET subscription/anonymous/discountplan?discountCode=…` (stage and prod: getPartnerDiscount)
 * and `useDiscountPlan(code)`. Anonymous: no bearer.
 */
import { useApiClient } from '../api-provider';
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import { expectShape } from '../shape';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { api } from './authed';

/** A partner discount campaign. */
export interface DiscountPlan {
  discountCode: string;
  partnerName: string;
  planCode: string;
  discountedFee: number;
  regularFee: number;
  segment: string;
  newSubscribersOnly: boolean;
}

/** Fetches a discount campaign by code. */
export function fetchDiscountPlan(client: ApiClient, code: string): Promise<DiscountPlan> {
  const query = new URLSearchParams({ discountCode: code });
  return client.request(
    {
      url: api(client, `${client.env.discountPlanPath}?${query.toString()}`),
      subscriptionKey: true,
    },
    (json) =>
      expectShape<DiscountPlan>(
        json,
        { discountCode: 'string', planCode: 'string', discountedFee: 'number' },
        'discount plan',
      ),
  );
}

/** The SWR key. */
export const discountPlanKey = (code: string) => apiKey('discount-plan', code);

/** The campaign of a discount code; no request while the code is empty. */
export function useDiscountPlan(code: string | null | undefined): ApiQuery<DiscountPlan> {
  const client = useApiClient();
  return useApiQuery(code ? discountPlanKey(code) : null, () =>
    fetchDiscountPlan(client, code ?? ''),
  );
}
