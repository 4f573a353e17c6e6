/**
 * `GET partnerOffers/allocation?storeId&pageSource&partnerOfferType` and `usePartnerOffers()`:
 * bearer sent unless guest; only offers of the banner's type and the freshpass program are kept.
 */
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import { expectItems, expectShape } from '../shape';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { api } from './authed';
import { useApiClient } from '../api-provider';
import { useSession } from './user-info';

/** A partner or limited-time offer. */
export interface PartnerOffer {
  offerId: string;
  partnerName: string;
  bannerType: string;
  partnerProgramType: string;
  partnerOfferType: string;
  promoType?: string;
  discountCode?: string;
  link?: string;
}

/** The query of the call. */
export interface PartnerOfferParams {
  storeId: string;
  pageSource: string;
  partnerOfferType?: string;
  /** The banner's `bannerType` (banner JSON): the partner-banner filter. */
  bannerType: string;
}

/** Contract §5: valid only when the banner type matches the filter and the program is freshpass. */
export function validOffers(offers: PartnerOffer[], bannerType: string): PartnerOffer[] {
  return offers.filter((o) => o.bannerType === bannerType && o.partnerProgramType === 'freshpass');
}

/** Fetches and filters the offers; `token` is omitted for guests. */
export async function fetchPartnerOffers(
  client: ApiClient,
  params: PartnerOfferParams,
  token?: string,
): Promise<PartnerOffer[]> {
  const query = new URLSearchParams({ storeId: params.storeId, pageSource: params.pageSource });
  if (params.partnerOfferType) query.set('partnerOfferType', params.partnerOfferType);
  const offers = await client.request(
    {
      url: api(client, `/partnerOffers/allocation?${query.toString()}`),
      token,
      subscriptionKey: true,
    },
    (json) =>
      expectItems<PartnerOffer>(
        expectShape<{ offers: unknown }>(json, { offers: 'array' }, 'partner offers').offers,
        { offerId: 'string', bannerType: 'string', partnerProgramType: 'string' },
        'partner offers',
      ),
  );
  return validOffers(offers, params.bannerType);
}

/** The SWR key. */
export const partnerOffersKey = (banner: string, p: PartnerOfferParams, signedIn: boolean) =>
  apiKey(
    'partner-offers',
    banner,
    p.storeId,
    p.pageSource,
    p.partnerOfferType ?? '',
    p.bannerType,
    signedIn,
  );

/** Valid partner offers; waits for the session so a signed-in shopper's bearer is sent. */
export function usePartnerOffers(params: PartnerOfferParams): ApiQuery<PartnerOffer[]> {
  const client = useApiClient();
  const { status, session } = useSession();
  const key =
    status === 'loading' ? null : partnerOffersKey(client.banner, params, Boolean(session));
  return useApiQuery(key, () => fetchPartnerOffers(client, params, session?.authToken));
}
