import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCancel } from './endpoints/cancel';
import { useCancelReasons } from './endpoints/cancel-reasons';
import { useCreatePlan } from './endpoints/create-plan';
import { useDiscountPlan } from './endpoints/discount-plan';
import { useEnrollmentDetails } from './endpoints/enrollment-details';
import { usePartnerOffers } from './endpoints/partner-offers';
import { usePaymentMethods } from './endpoints/payment-methods';
import { usePlans } from './endpoints/plans';
import { useProfile } from './endpoints/profile';
import { useReinstate } from './endpoints/reinstate';
import { useSubscription } from './endpoints/subscription';
import { useTerms } from './endpoints/terms';
import { useUpdatePayment } from './endpoints/update-payment';
import { useSession } from './endpoints/user-info';
import type { Resource } from './keys';
import { harness, json, signedIn, subscription, type SentCall } from './testing/api-harness';
import type { GuardedMutation } from './use-guarded-mutation';

const tenders = { tenders: [{ id: 't1', brand: 'visa', last4: '1111', isDefault: true }] };

/** Which cached resource a read request belongs to, by its path. */
const READS: Array<[Resource, RegExp]> = [
  ['userinfo', /\/unified\/userinfo/],
  ['subscription', /\/subscription\/user\/get\//],
  ['enrollment-details', /\/getUserEnrollmentDetails\//],
  ['plans', /\/subscription\/plans/],
  ['payment-methods', /\/tenders\?/],
  ['profile', /\/profile\?/],
  ['terms', /\/subscription\/user\/terms\//],
  ['cancel-reasons', /\/cancel\/reasons/],
  ['discount-plan', /\/discountplan\?/],
  ['partner-offers', /\/partnerOffers\/allocation/],
];

const READ_ANSWERS: Record<Resource, unknown> = {
  userinfo: signedIn,
  subscription,
  'enrollment-details': {
    enrolled: true,
    role: 'primary',
    snapEligible: false,
    snapVerified: false,
  },
  plans: { plans: [{ planCode: 'annual', planType: 'annual', fee: 99, trialDays: 0 }] },
  'payment-methods': tenders,
  profile: { addresses: [], profileCompletionPercentage: '100' },
  terms: { html: '<p>Terms</p>' },
  'cancel-reasons': { reasons: [{ reasonCode: 'OTHER', reasonText: 'Other' }] },
  'discount-plan': {
    discountCode: 'EXPEDIA25',
    planCode: 'annual',
    discountedFee: 74.25,
    segment: 'travel',
  },
  'partner-offers': { offers: [] },
};

const resourceOf = (url: string) => READS.find(([, pattern]) => pattern.test(url))?.[0];

/** Every read hook at once, so a revalidation of any cached resource shows as a request. */
function useEveryRead() {
  return [
    useSession().session,
    useSubscription().data,
    useEnrollmentDetails().data,
    usePlans().data,
    usePaymentMethods().data,
    useProfile().data,
    useTerms().data,
    useCancelReasons().data,
    useDiscountPlan('EXPEDIA25').data,
    usePartnerOffers({ storeId: '9999', pageSource: 'manage', bannerType: 'grocery' }).data,
  ];
}

function readCounts(calls: SentCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) {
    if (call.method !== 'GET') continue;
    const resource = resourceOf(call.url) ?? `unknown ${call.url}`;
    counts[resource] = (counts[resource] ?? 0) + 1;
  }
  return counts;
}

interface Case {
  name: string;
  useMutation: () => GuardedMutation<never, unknown>;
  arg: unknown;
  /** The one write request a send makes. */
  path: RegExp;
  answer: unknown;
  /** Exactly the cached resources the write changes, so exactly these are fetched again. */
  revalidates: Resource[];
}

const CASES: Case[] = [
  {
    name: 'create or change plan',
    useMutation: useCreatePlan as Case['useMutation'],
    arg: { planCode: 'monthly' },
    path: /\/subscription\/user\/create\/gid-1$/,
    answer: subscription,
    revalidates: ['subscription', 'enrollment-details', 'payment-methods'],
  },
  {
    name: 'cancel',
    useMutation: useCancel as Case['useMutation'],
    arg: { reasonCode: 'OTHER', userComments: 'Too far', retentionEligibilityCheck: false },
    path: /\/subscription\/user\/cancel\/gid-1$/,
    answer: { outcome: 'cancelled', refundAmount: null, subscription },
    revalidates: ['subscription', 'enrollment-details'],
  },
  {
    name: 'reinstate',
    useMutation: useReinstate as Case['useMutation'],
    arg: undefined,
    path: /\/subscription\/user\/reinstate\/gid-1$/,
    answer: subscription,
    revalidates: ['subscription', 'enrollment-details'],
  },
  {
    name: 'update payment',
    useMutation: useUpdatePayment as Case['useMutation'],
    arg: { paymentToken: 'tok_visa_1111' },
    path: /\/payments\/customers\/uuid-1\/tenders\?/,
    answer: tenders,
    revalidates: ['payment-methods', 'subscription'],
  },
];

describe.each(CASES)('$name', ({ useMutation, arg, path, answer, revalidates }) => {
  it('sends one request for a double click and revalidates exactly what it changes', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { wrapper, calls } = harness(async (url, init) => {
      if ((init.method ?? 'GET') !== 'GET') {
        await held;
        return json(answer);
      }
      const resource = resourceOf(url);
      return resource ? json(READ_ANSWERS[resource]) : json({ code: 'unexpected' }, 404);
    });
    const { result } = renderHook(() => ({ reads: useEveryRead(), write: useMutation() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.reads.every((d) => d !== undefined)).toBe(true));
    const before = readCounts(calls);
    expect(Object.keys(before).sort()).toEqual(READS.map(([r]) => r).sort());

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.write.trigger(arg as never);
      second = result.current.write.trigger(arg as never);
    });
    await waitFor(() => expect(result.current.write.isMutating).toBe(true));
    expect(second).toBe(first);
    // A third click while the first is still in flight is refused the same way.
    expect(result.current.write.trigger(arg as never)).toBe(first);
    await act(async () => {
      release();
      await first;
    });
    await expect(first).resolves.toMatchObject({ ok: true });
    expect(result.current.write.isMutating).toBe(false);

    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.method).toBe('POST');
    expect(writes[0]?.url).toMatch(path);

    // The trigger resolves after the revalidation it started; wait a little for any stray one.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const after = readCounts(calls);
    const refetched = Object.keys(after)
      .filter((resource) => after[resource] !== before[resource])
      .sort();
    expect(refetched).toEqual([...revalidates].sort());
    for (const resource of revalidates) expect(after[resource]).toBe((before[resource] ?? 0) + 1);
  });
});
