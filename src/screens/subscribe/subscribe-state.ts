/**
 * What the subscribe flow remembers between renders, and every change to it, as one reducer:
 * the screen only sends what happened (a zip given, a plan chosen, Back, a create call's answer)
 * and reads the step back through `currentStep` (subscribe-flow.ts). The address's `zip` and
 * `plan` query are the other half of the flow's memory; `queryDroppedBy` says which one a Back
 * takes away.
 */

import type { Subscription } from '../../api';
import type { SubscribeStep } from './subscribe-flow';

/** The account set-up form's answers. */
export type AccountAnswers = Record<string, unknown>;

export interface SubscribeState {
  /** The zip the shopper gave on the first step (the address may also carry one). */
  typedZip?: string;
  /** The account set-up answers, once given: the flow is then on the payment step. */
  account?: AccountAnswers;
  /**
   * What the shopper entered on a step they went Back from: that step's form starts from it
   * again, so going Back never loses their typing.
   */
  entered: { zip?: string; account?: AccountAnswers };
  /** The subscription the create call made: the flow is done. */
  subscribed?: Subscription;
  /** The create call refused the SNAP plan as unverified (the verification lapsed meanwhile). */
  refusedUnverified: boolean;
  /** The zip was refused (FreshPass is unavailable there): the offer to join is taken away. */
  zipRefused: boolean;
}

export type SubscribeEvent =
  /** The zip form gave a zip FreshPass is not offered in. */
  | { type: 'zip-refused' }
  /** The zip form gave a zip FreshPass is offered in. */
  | { type: 'zip-given'; zip: string }
  /** A plan card was chosen; `zip` is the one the flow had, perhaps only from the address. */
  | { type: 'plan-chosen'; zip?: string }
  | { type: 'account-given'; answers: AccountAnswers }
  /** Back to the step `to` (previousStep); `zip` is the one the flow had. */
  | { type: 'back'; to: SubscribeStep; zip?: string }
  /** The create call refused, with the service's error code. */
  | { type: 'create-refused'; code: string }
  | { type: 'subscribed'; subscription: Subscription };

export const initialSubscribeState: SubscribeState = {
  entered: {},
  refusedUnverified: false,
  zipRefused: false,
};

/** The flow's memory after `event`. Once subscribed, nothing but a new sign-up changes it. */
export function subscribeReducer(state: SubscribeState, event: SubscribeEvent): SubscribeState {
  if (state.subscribed) return state;
  switch (event.type) {
    case 'zip-refused':
      return { ...state, zipRefused: true };
    case 'zip-given':
      return { ...state, zipRefused: false, typedZip: event.zip };
    case 'plan-chosen':
      // Plan cards link to `?plan=` alone: hold on to a zip that only the address carried.
      return {
        ...state,
        refusedUnverified: false,
        ...(event.zip ? { typedZip: event.zip } : {}),
      };
    case 'account-given':
      return { ...state, account: { ...event.answers } };
    case 'back':
      if (event.to === 'account') {
        return {
          ...state,
          entered: { ...state.entered, account: state.account },
          account: undefined,
        };
      }
      if (event.to === 'zip') {
        return { ...state, entered: { ...state.entered, zip: event.zip }, typedZip: undefined };
      }
      return state;
    case 'create-refused':
      if (event.code === 'ZIP_UNAVAILABLE') return { ...state, zipRefused: true };
      if (event.code === 'SNAP_NOT_VERIFIED') return { ...state, refusedUnverified: true };
      return state;
    case 'subscribed':
      return { ...state, subscribed: event.subscription };
  }
}

/**
 * The address query a Back to `to` takes away: the plan going back to the plan step, the zip
 * going back to the first. Going back to account set-up keeps the address as it is.
 */
export function queryDroppedBy(to: SubscribeStep): 'plan' | 'zip' | undefined {
  if (to === 'account') return undefined;
  return to === 'plan' ? 'plan' : 'zip';
}
