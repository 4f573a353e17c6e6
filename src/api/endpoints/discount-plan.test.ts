import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { getEnvironment } from '../environment';
import { discountPlanKey, fetchDiscountPlan } from './discount-plan';

const campaign = {
  discountCode: 'EXPEDIA25',
  partnerName: 'Expedia',
  planCode: 'annual',
  discountedFee: 74.25,
  regularFee: 99,
  segment: 'travel',
  newSubscribersOnly: true,
};

function setup(answer: unknown, env = getEnvironment('local')) {
  const urls: string[] = [];
  const client = createApiClient({
    env,
    banner: 'vons',
    cookies: () => '',
    newId: () => 'corr-1',
    now: () => new Date(Date.UTC(2026, 2, 10)),
    fetch: (input) => {
      urls.push(String(input));
      return Promise.resolve(new Response(JSON.stringify(answer)));
    },
  });
  return { client, urls };
}

describe('fetchDiscountPlan (contract §2: read by discountCode and segment)', () => {
  it('sends the segment with the code', async () => {
    const { client, urls } = setup(campaign);
    await expect(fetchDiscountPlan(client, 'EXPEDIA25', 'travel')).resolves.toMatchObject({
      partnerName: 'Expedia',
    });
    expect(urls[0]).toBe(
      '/api/subscription/anonymous/discountplan?discountCode=EXPEDIA25&segment=travel',
    );
  });

  it('sends the segment on the stage and prod path too', async () => {
    const { client, urls } = setup(campaign, getEnvironment('prod'));
    await fetchDiscountPlan(client, 'EXPEDIA25', 'travel');
    expect(urls[0]).toMatch(/\/getPartnerDiscount\?discountCode=EXPEDIA25&segment=travel$/);
  });

  it('sends the code alone for a link without a segment', async () => {
    const { client, urls } = setup(campaign);
    await fetchDiscountPlan(client, 'EXPEDIA25');
    expect(urls[0]).toBe('/api/subscription/anonymous/discountplan?discountCode=EXPEDIA25');
  });

  it('accepts the campaign of the same segment in any case', async () => {
    const { client } = setup(campaign);
    await expect(fetchDiscountPlan(client, 'EXPEDIA25', ' Travel ')).resolves.toMatchObject({
      segment: 'travel',
    });
  });

  it('refuses a campaign answered for another segment as DISCOUNT_UNAVAILABLE', async () => {
    // A service that ignored the segment must not show one partner's offer on another's link.
    const { client } = setup(campaign);
    await expect(fetchDiscountPlan(client, 'EXPEDIA25', 'dining')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      code: 'DISCOUNT_UNAVAILABLE',
    });
  });

  it('keys the cache by code and segment', () => {
    expect(discountPlanKey('EXPEDIA25', 'travel')).not.toEqual(
      discountPlanKey('EXPEDIA25', 'dining'),
    );
    expect(discountPlanKey('EXPEDIA25')).toEqual(['freshpass', 'discount-plan', 'EXPEDIA25', '']);
  });
});
