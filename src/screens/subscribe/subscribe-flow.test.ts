import zipLayout from '../../../content/screens/subscribe.json';
import type { ScreenLayout } from '../../render/block-definition';
import { activeGroups } from '../../render/visibility';
import {
  chosenPlanCode,
  chosenPlanFacts,
  currentStep,
  isRestrictedZip,
  layoutIdFor,
  mustVerifySnap,
  needsSignIn,
  previousStep,
  priceGroup,
  readOfferCode,
  readZip,
  signInKeepingZip,
  snapVerificationUrl,
  subscribeFacts,
  type PriceGroup,
  type SubscribeStep,
} from './subscribe-flow';

describe('currentStep', () => {
  it('walks zip → plan → account → payment → done as facts arrive', () => {
    expect(currentStep({})).toBe('zip');
    expect(currentStep({ zip: '94110' })).toBe('plan');
    expect(currentStep({ zip: '94110', planCode: 'annual' })).toBe('account');
    expect(currentStep({ zip: '94110', planCode: 'annual', account: { firstName: 'A' } })).toBe(
      'payment',
    );
    expect(
      currentStep({
        zip: '94110',
        planCode: 'annual',
        account: { firstName: 'A' },
        subscribedPlanType: 'annual',
      }),
    ).toBe('done');
  });

  it('needs a zip even when the plan is already chosen', () => {
    expect(currentStep({ planCode: 'monthly' })).toBe('zip');
  });
});

describe('layoutIdFor', () => {
  it('names one layout per step and one confirmation per plan type', () => {
    expect(layoutIdFor('zip')).toBe('subscribe');
    expect(layoutIdFor('plan')).toBe('subscribe-plan');
    expect(layoutIdFor('payment')).toBe('subscribe-payment');
    expect(layoutIdFor('done', 'annual')).toBe('subscribe-done-annual');
    expect(layoutIdFor('done', 'snap')).toBe('subscribe-done-snap');
    expect(layoutIdFor('done', 'monthly')).toBe('subscribe-done-monthly');
    expect(layoutIdFor('done', 'something-else')).toBe('subscribe-done-monthly');
  });
});

describe('zip codes', () => {
  it('reads five digits and nothing else', () => {
    expect(readZip({ zipCode: ' 94110 ' })).toBe('94110');
    expect(readZip({ zipCode: '9411' })).toBeUndefined();
    expect(readZip({ zipCode: 94110 })).toBeUndefined();
    expect(readZip(undefined)).toBeUndefined();
  });

  it('knows the restricted zip of content/constants.json', () => {
    expect(isRestrictedZip('86040', ['86040'])).toBe(true);
    expect(isRestrictedZip('86041', ['86040'])).toBe(false);
  });
});

describe('chosenPlanCode', () => {
  const offered = [{ planCode: 'annual' }, { planCode: 'monthly' }];

  it('takes an offered plan from the query', () => {
    expect(chosenPlanCode('monthly', offered)).toBe('monthly');
  });

  it('ignores a plan the service does not offer, or no plans yet', () => {
    expect(chosenPlanCode('retentionannual', offered)).toBeUndefined();
    expect(chosenPlanCode('annual', undefined)).toBeUndefined();
    expect(chosenPlanCode(null, offered)).toBeUndefined();
  });

  it('lets a discount campaign fix the plan', () => {
    expect(chosenPlanCode('monthly', offered, 'annual')).toBe('annual');
  });
});

describe('needsSignIn', () => {
  it('asks a signed-out shopper to sign in from account set-up on, not for zip or plan', () => {
    expect(
      ['zip', 'plan', 'account', 'payment', 'done'].map((step) =>
        needsSignIn(step as SubscribeStep),
      ),
    ).toEqual([false, false, true, true, false]);
  });
});

describe('signInKeepingZip', () => {
  it('adds the zip to the way back, keeping the rest of it', () => {
    const url = signInKeepingZip(
      '/account/sign-in.html?redirect=%2Ffreshpass%2Fmanage%2Fsubscribe%3Fplan%3Dmonthly',
      '94110',
    );
    const back = new URL(url, 'http://x').searchParams.get('redirect');
    expect(url.startsWith('/account/sign-in.html?')).toBe(true);
    expect(back).toBe('/freshpass/manage/subscribe?plan=monthly&zip=94110');
  });

  it('leaves the address alone without a zip', () => {
    expect(signInKeepingZip('/account/sign-in.html?redirect=%2Fx', undefined)).toBe(
      '/account/sign-in.html?redirect=%2Fx',
    );
  });
});

describe('the SNAP verification step', () => {
  it('stands between plan and account set-up while the household must verify', () => {
    const facts = { zip: '94110', planCode: 'snap', mustVerifySnap: true };
    expect(currentStep(facts)).toBe('verify');
    expect(currentStep({ ...facts, account: { firstName: 'A' } })).toBe('verify');
    expect(currentStep({ ...facts, mustVerifySnap: false })).toBe('account');
    expect(layoutIdFor('verify')).toBe('subscribe-verify');
    expect(needsSignIn('verify')).toBe(true);
  });

  it('is needed for a SNAP plan when not verified, or when the service refused it as unverified', () => {
    expect(mustVerifySnap('snap', false, false)).toBe(true);
    expect(mustVerifySnap('snap', true, false)).toBe(false);
    expect(mustVerifySnap('snap', undefined, false)).toBe(false);
    expect(mustVerifySnap('snap', true, true)).toBe(true);
    expect(mustVerifySnap('annual', false, true)).toBe(false);
    expect(mustVerifySnap(undefined, false, false)).toBe(false);
  });

  it('sends to the verification page with the zip and plan in the way back', () => {
    const url = new URL(
      snapVerificationUrl('/freshpass/manage/subscribe', '94110', 'snap'),
      'http://x',
    );
    expect(url.pathname).toBe('/customer-account/discount-programs/snap');
    expect(url.searchParams.get('redirect')).toBe(
      '/freshpass/manage/subscribe?zip=94110&plan=snap',
    );
    const noZip = new URL(
      snapVerificationUrl('/freshpass/manage/subscribe', undefined, 'snap'),
      'http://x',
    );
    expect(noZip.searchParams.get('redirect')).toBe('/freshpass/manage/subscribe?plan=snap');
  });
});

describe('a live member', () => {
  it('stays on the first step (the already-a-member notice) even with a zip and plan in the address', () => {
    expect(currentStep({ zip: '94110', planCode: 'snap', liveMember: true })).toBe('zip');
    expect(
      currentStep({
        zip: '94110',
        planCode: 'annual',
        liveMember: true,
        subscribedPlanType: 'annual',
      }),
    ).toBe('done');
  });
});

describe('chosenPlanFacts', () => {
  const snap = { planType: 'snap', fee: 7.49, regularFee: 14.99, pricingDetail: '$7.49/month' };

  it('shows the SNAP price with the regular price it halves', () => {
    expect(chosenPlanFacts(snap)).toEqual({
      planType: 'snap',
      fee: 7.49,
      regularFee: 14.99,
      pricingDetail: '$7.49/month',
    });
  });

  it('leaves the regular price out when it is what the shopper pays', () => {
    expect(chosenPlanFacts({ planType: 'annual', fee: 99, regularFee: 99 })).toEqual({
      planType: 'annual',
      fee: 99,
      pricingDetail: undefined,
    });
  });

  it('uses a partner discount price, the plan fee as the regular one, and no plan pricing text', () => {
    expect(
      chosenPlanFacts(
        { planType: 'annual', fee: 99, pricingDetail: '$99/year' },
        { discountedFee: 74.25 },
      ),
    ).toEqual({ planType: 'annual', fee: 74.25, regularFee: 99 });
  });

  it('knows nothing before the plans are in', () => {
    expect(chosenPlanFacts(undefined)).toBeUndefined();
  });
});

describe('priceGroup (trial words only where a trial applies)', () => {
  it('is trial for a household that never subscribed, on the plan step and a plan with a trial', () => {
    expect(priceGroup({ neverSubscribed: true, discounted: false })).toBe('trial');
    expect(priceGroup({ neverSubscribed: true, discounted: false, trialDays: 30 })).toBe('trial');
  });
  it('is paid for a plan without a trial, a returning household or a partner discount', () => {
    expect(priceGroup({ neverSubscribed: true, discounted: false, trialDays: 0 })).toBe('paid');
    expect(priceGroup({ neverSubscribed: false, discounted: false, trialDays: 30 })).toBe('paid');
    expect(priceGroup({ neverSubscribed: true, discounted: true, trialDays: 30 })).toBe('paid');
  });
  it('is free-month once a limited-time offer is claimed', () => {
    expect(priceGroup({ neverSubscribed: false, discounted: false, offerCode: 'X' })).toBe(
      'free-month',
    );
  });
  it('once joined, follows the new plan as the service answered it', () => {
    const member = { neverSubscribed: false, discounted: false, trialDays: 30 };
    expect(priceGroup({ ...member, joinedWithFreePeriod: true })).toBe('trial');
    expect(priceGroup({ ...member, joinedWithFreePeriod: false })).toBe('paid');
    expect(priceGroup({ ...member, offerCode: 'X', joinedWithFreePeriod: true })).toBe(
      'free-month',
    );
  });
  it('hides the offer once claimed or the zip is refused', () => {
    // The groups of the zip step's layout that show, for the facts the screen supplies.
    const active = (price: PriceGroup, offerOpen: boolean) =>
      activeGroups((zipLayout as ScreenLayout).groups, {
        flags: {},
        facts: subscribeFacts(price, offerOpen),
      }).sort();
    expect(active('trial', true)).toEqual(['limited', 'trial']);
    expect(active('paid', false)).toEqual(['paid']);
  });
  it('reads the claimed offer from the link', () => {
    expect(readOfferCode(new URLSearchParams('plan=monthly&offer=%20FIRSTMONTHFREE'))).toBe(
      'FIRSTMONTHFREE',
    );
    expect(readOfferCode(new URLSearchParams('offer='))).toBeUndefined();
  });
});

describe('chosenPlanFacts pricing words', () => {
  const monthly = {
    planType: 'monthly',
    fee: 14.99,
    pricingDetail: '$14.99/month',
    trialPricingDetail: '$14.99/month after a 30-day free trial',
  };
  it('uses the trial wording only for a shopper who gets the trial', () => {
    expect(chosenPlanFacts(monthly, null, 'trial')?.pricingDetail).toBe(
      '$14.99/month after a 30-day free trial',
    );
    expect(chosenPlanFacts(monthly, null, 'paid')?.pricingDetail).toBe('$14.99/month');
    expect(chosenPlanFacts(monthly, null, 'free-month')).not.toHaveProperty('pricingDetail');
  });
});

describe('previousStep', () => {
  it('leads Back one step: payment to account, account and SNAP to the plans, plans to the zip', () => {
    expect(previousStep('payment', false)).toBe('account');
    expect(previousStep('account', false)).toBe('plan');
    expect(previousStep('verify', false)).toBe('plan');
    expect(previousStep('plan', false)).toBe('zip');
  });

  it('skips the plan step when a partner campaign fixed the plan', () => {
    expect(previousStep('account', true)).toBe('zip');
    expect(previousStep('payment', true)).toBe('account');
  });
});
