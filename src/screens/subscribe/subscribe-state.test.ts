import { skeletonSubscription } from '../../api';
import { currentStep, previousStep } from './subscribe-flow';
import {
  initialSubscribeState,
  queryDroppedBy,
  subscribeReducer,
  type SubscribeEvent,
  type SubscribeState,
} from './subscribe-state';

const run = (events: SubscribeEvent[], from: SubscribeState = initialSubscribeState) =>
  events.reduce(subscribeReducer, from);

/** The step the screen shows for this memory, with the plan the address carries. */
const stepOf = (state: SubscribeState, planCode?: string) =>
  currentStep({
    zip: state.typedZip,
    planCode,
    account: state.account,
    subscribedPlanType: state.subscribed?.planType,
  });

const answers = { firstName: 'Dana', lastName: 'Shopper', email: 'dana@example.com' };

describe('subscribeReducer', () => {
  it('walks zip → plan → account → payment → done as the shopper gives each', () => {
    let state = run([{ type: 'zip-given', zip: '94110' }]);
    expect(stepOf(state)).toBe('plan');
    state = run([{ type: 'plan-chosen', zip: '94110' }], state);
    expect(stepOf(state, 'monthly')).toBe('account');
    state = run([{ type: 'account-given', answers }], state);
    expect(stepOf(state, 'monthly')).toBe('payment');
    state = run([{ type: 'subscribed', subscription: skeletonSubscription('2026-11-26') }], state);
    expect(stepOf(state, 'monthly')).toBe('done');
  });

  it('a refused zip takes the offer away and a later good zip gives it back', () => {
    const refused = run([{ type: 'zip-refused' }]);
    expect(refused.zipRefused).toBe(true);
    expect(refused.typedZip).toBeUndefined();
    const given = run([{ type: 'zip-given', zip: '94110' }], refused);
    expect(given).toMatchObject({ zipRefused: false, typedZip: '94110' });
  });

  it('choosing a plan keeps a zip only the address carried, and forgets a SNAP refusal', () => {
    const refused = run([{ type: 'create-refused', code: 'SNAP_NOT_VERIFIED' }]);
    expect(refused.refusedUnverified).toBe(true);
    const chosen = run([{ type: 'plan-chosen', zip: '60601' }], refused);
    expect(chosen).toMatchObject({ typedZip: '60601', refusedUnverified: false });
    expect(run([{ type: 'plan-chosen' }], chosen).typedZip).toBe('60601');
  });

  it('keeps its own copy of the account answers', () => {
    const typed = { ...answers };
    const state = run([{ type: 'account-given', answers: typed }]);
    typed.firstName = 'Changed';
    expect(state.account).toEqual(answers);
  });

  it('Back from payment returns to account set-up holding the answers as entered', () => {
    const atPayment = run([
      { type: 'zip-given', zip: '94110' },
      { type: 'account-given', answers },
    ]);
    const to = previousStep(stepOf(atPayment, 'monthly'), false);
    expect(to).toBe('account');
    const back = run([{ type: 'back', to, zip: '94110' }], atPayment);
    expect(back.account).toBeUndefined();
    expect(back.entered.account).toEqual(answers);
    expect(stepOf(back, 'monthly')).toBe('account');
    expect(queryDroppedBy(to)).toBeUndefined();
  });

  it('Back to the first step keeps the zip as entered for its form', () => {
    const atPlan = run([{ type: 'zip-given', zip: '94110' }]);
    const back = run([{ type: 'back', to: 'zip', zip: '94110' }], atPlan);
    expect(back.typedZip).toBeUndefined();
    expect(back.entered.zip).toBe('94110');
    expect(stepOf(back)).toBe('zip');
    expect(queryDroppedBy('zip')).toBe('zip');
  });

  it('Back to the plan step changes no memory: the address loses its plan', () => {
    const atAccount = run([{ type: 'zip-given', zip: '94110' }]);
    expect(run([{ type: 'back', to: 'plan', zip: '94110' }], atAccount)).toBe(atAccount);
    expect(queryDroppedBy('plan')).toBe('plan');
  });

  it('a create call refused for the zip marks it refused; other refusals change nothing', () => {
    const state = run([{ type: 'zip-given', zip: '94110' }]);
    expect(run([{ type: 'create-refused', code: 'ZIP_UNAVAILABLE' }], state).zipRefused).toBe(true);
    expect(run([{ type: 'create-refused', code: 'CARD_DECLINED' }], state)).toBe(state);
  });

  it('once subscribed, a late event (a second press, a Back) changes nothing', () => {
    const done = run([
      { type: 'zip-given', zip: '94110' },
      { type: 'account-given', answers },
      { type: 'subscribed', subscription: skeletonSubscription('2026-11-26') },
    ]);
    expect(run([{ type: 'back', to: 'account' }], done)).toBe(done);
    expect(run([{ type: 'create-refused', code: 'ZIP_UNAVAILABLE' }], done)).toBe(done);
  });
});
