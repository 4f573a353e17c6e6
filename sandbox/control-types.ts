/**
 * What the `/__sandbox` controls answer (sandbox/routes/controls.ts). The app's sandbox panel
 * (src/app/sandbox-panel/controls-client.ts) imports these types, so the two never drift.
 */
import type { TenderBehaviour, Status } from './types';

export type { Fault } from './types';
export type { AppliedMutation } from './state';

/** A persona as the controls list it. */
export interface PersonaSummary {
  id: string;
  label: string;
  /** G guest, R remembered, C signed-in customer. */
  userType: 'G' | 'R' | 'C';
}

/** The sandbox's "now". */
export interface ClockAnswer {
  today: string;
  offsetDays: number;
}

/** What one day of the clock did to one household's plan. */
export type ClockEventKind =
  | 'activation'
  | 'renewal-started'
  | 'renewal'
  | 'renewal-declined'
  | 'trial-ended'
  | 'cancellation'
  | 'snap-reverification-due'
  | 'snap-cancellation'
  | 'plan-change';

/** One thing the clock ran, on the day it ran it. */
export interface ClockEvent {
  date: string;
  /** The persona whose household it was, when the household belongs to one. */
  persona: string | null;
  kind: ClockEventKind;
  from: Status;
  to: Status;
}

/** POST /__sandbox/clock: the new "now" and everything the days in between ran. */
export interface ClockRunAnswer extends ClockAnswer {
  ran: ClockEvent[];
}

/** A test card of the card frame and how a card tokenised from it behaves. */
export interface TestCard {
  /** Digits only. */
  number: string;
  behaviour: TenderBehaviour | 'refused';
}

/** GET /__sandbox/session: the persona of the browser's session cookie. */
export interface SessionAnswer {
  persona: string | null;
}
