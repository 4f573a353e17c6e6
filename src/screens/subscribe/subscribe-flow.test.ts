import {
  chosenPlanCode,
  currentStep,
  isLiveMember,
  isRestrictedZip,
  layoutIdFor,
  needsSignIn,
  readZip,
  signInKeepingZip,
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

describe('isLiveMember', () => {
  it('counts every status but CANCELLED and no subscription', () => {
    expect(isLiveMember('ACTIVE')).toBe(true);
    expect(isLiveMember('TRIAL')).toBe(true);
    expect(isLiveMember('PENDING_CANCELLATION')).toBe(true);
    expect(isLiveMember('CANCELLED')).toBe(false);
    expect(isLiveMember(null)).toBe(false);
    expect(isLiveMember(undefined)).toBe(false);
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
