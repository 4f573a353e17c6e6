import { createApiClient, type ApiClient } from './client';
import { getEnvironment } from './environment';
import { cancelPlan } from './endpoints/cancel';
import { fetchPartnerOffers } from './endpoints/partner-offers';
import { fetchPlans } from './endpoints/plans';
import { fetchSubscription } from './endpoints/subscription';
import type { Session } from './session';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

const session = { gid: 'gid-1', uuid: 'uuid-1', authToken: 'tok.en.x' } as Session;

function setup(env = getEnvironment('local'), answer: () => Response = () => new Response('{}')) {
  const sent: Sent[] = [];
  let id = 0;
  const client = createApiClient({
    env,
    banner: 'vons',
    cookies: () => 'other=1; XSRF-TOKEN=csrf-123',
    newId: () => `corr-${(id += 1)}`,
    now: () => new Date(Date.UTC(2026, 2, 10)),
    fetch: (input, init = {}) => {
      sent.push({ url: String(input), init, headers: init.headers as Record<string, string> });
      return Promise.resolve(answer());
    },
  });
  return { client, sent };
}

describe('client errors', () => {
  const fail = async (
    answer: () => Response,
    run: (c: ApiClient) => Promise<unknown> = (c) => fetchSubscription(c, session),
  ) => {
    const { client } = setup(getEnvironment('local'), answer);
    return run(client).then(
      () => undefined,
      (e: unknown) => e,
    );
  };

  it('turns an HTTP error into an http ApiError with the catalogue code and status', async () => {
    const e = await fail(
      () => new Response('{"code":"00023"}', { status: 412 }),
      (c) =>
        cancelPlan(c, session, {
          reasonCode: 'x',
          userComments: '',
          retentionEligibilityCheck: false,
        }),
    );
    expect(e).toMatchObject({ kind: 'http', status: 412, code: '00023', correlationId: 'corr-1' });
  });

  it('gives an error answer without a code the UNKNOWN code', async () => {
    expect(
      await fail(() => new Response('<html>bad gateway</html>', { status: 502 })),
    ).toMatchObject({ kind: 'http', status: 502, code: 'UNKNOWN' });
  });

  it('turns a failed fetch into a network ApiError', async () => {
    const { client } = setup();
    const broken = createApiClient({
      env: client.env,
      banner: 'vons',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(fetchSubscription(broken, session)).rejects.toMatchObject({
      kind: 'network',
      code: 'NETWORK',
    });
  });

  it('turns malformed JSON and wrong shapes into validation ApiErrors', async () => {
    expect(await fail(() => new Response('{"status": "ACT'))).toMatchObject({
      kind: 'validation',
      code: 'VALIDATION',
      status: 200,
    });
    expect(await fail(() => new Response('{"status": 3}'))).toMatchObject({
      kind: 'validation',
      code: 'VALIDATION',
    });
    expect(
      await fail(
        () => new Response('[]'),
        (c) => fetchPlans(c, true),
      ),
    ).toMatchObject({ kind: 'validation' });
  });

  it('names the line and column where a malformed answer breaks', async () => {
    expect(await fail(() => new Response('{\n  "status": "ACTIVE",\n}'))).toMatchObject({
      kind: 'validation',
      detail: expect.stringMatching(/^Malformed JSON at line 3, column 1: .*trailing comma/),
      problems: [{ line: 3, column: 1, message: expect.stringMatching(/^not valid JSON: /) }],
    });
  });

  it.each([200, 404])(
    'resolves the "no subscription" code 00015 to null (HTTP %i)',
    async (status) => {
      const { client } = setup(
        getEnvironment('local'),
        () => new Response('{"code":"00015"}', { status }),
      );
      await expect(fetchSubscription(client, session)).resolves.toBeNull();
    },
  );

  it('keeps only offers of the banner type and the freshpass program', async () => {
    const offers = [
      { offerId: 'a', bannerType: 'vons', partnerProgramType: 'freshpass' },
      { offerId: 'b', bannerType: 'safeway', partnerProgramType: 'freshpass' },
      { offerId: 'c', bannerType: 'vons', partnerProgramType: 'loyalty' },
    ];
    const { client } = setup(
      getEnvironment('local'),
      () => new Response(JSON.stringify({ offers })),
    );
    const kept = await fetchPartnerOffers(client, {
      storeId: '1',
      pageSource: 'p',
      bannerType: 'vons',
    });
    expect(kept.map((o) => o.offerId)).toEqual(['a']);
  });
});
