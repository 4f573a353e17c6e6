/**
 * `GET subscription/anonymous/discountplan?discountCode=…&segment=…` (stage and prod:
 * getPartnerDiscount) and `useDiscountPlan(code, segment)`. Anonymous: no bearer.
 */
import { useApiClient } from '../api-provider';
import type { ApiClient } from '../client';
import type { ApiError } from '../errors';
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
  /** The partner audience the code was given to (contract §2: read by discountCode and segment). */
  segment: string;
  newSubscribersOnly: boolean;
}

const sameSegment = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Fetches the campaign a partner link names. The link's segment is sent with the code, and an
 * answer for another segment is refused here too (DISCOUNT_UNAVAILABLE, the discount error), so
 * a service that ignores the parameter cannot show one partner's offer on another's link.
 */
export async function fetchDiscountPlan(
  client: ApiClient,
  code: string,
  segment?: string,
): Promise<DiscountPlan> {
  const query = new URLSearchParams({ discountCode: code });
  if (segment) query.set('segment', segment);
  const url = api(client, `${client.env.discountPlanPath}?${query.toString()}`);
  const plan = await client.request({ url, subscriptionKey: true }, (json) =>
    expectShape<DiscountPlan>(
      json,
      { discountCode: 'string', planCode: 'string', discountedFee: 'number', segment: 'string?' },
      'discount plan',
    ),
  );
  if (segment && typeof plan.segment === 'string' && !sameSegment(plan.segment, segment)) {
    const refused: ApiError = {
      kind: 'http',
      status: 404,
      code: 'DISCOUNT_UNAVAILABLE',
      detail: `Campaign ${plan.discountCode} is for segment "${plan.segment}", not "${segment}"`,
      url,
      correlationId: '',
    };
    throw refused;
  }
  return plan;
}

/** The SWR key: one campaign per code and segment. */
export const discountPlanKey = (code: string, segment?: string) =>
  apiKey('discount-plan', code, segment ?? '');

/** The campaign of a partner link's code and segment; no request while the code is empty. */
export function useDiscountPlan(
  code: string | null | undefined,
  segment?: string,
): ApiQuery<DiscountPlan> {
  const client = useApiClient();
  return useApiQuery(code ? discountPlanKey(code, segment) : null, () =>
    fetchDiscountPlan(client, code ?? '', segment),
  );
}
