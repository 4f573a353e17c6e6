/**
 * The one typed client of the sandbox's `/__sandbox` controls (sandbox/routes/controls.ts), for
 * the sandbox panel. Same-origin JSON requests: the controls refuse anything else. Answers are
 * typed by the sandbox's own types (sandbox/control-types.ts), never copied.
 */
import type {
  AppliedMutation,
  ClockAnswer,
  ClockRunAnswer,
  Fault,
  PersonaSummary,
  SessionAnswer,
  TestCard,
} from '../../../sandbox/control-types';

/** A control that failed: its status (0 when nothing answered) and the sandbox's message. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/__sandbox${path}`, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : {
              accept: 'application/json',
              'content-type': 'application/json',
            },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ControlError(0, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ControlError(response.status, `${method} ${path} did not answer JSON`);
  }
  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && 'message' in parsed
        ? String(parsed.message)
        : `${method} ${path} answered ${response.status}`;
    throw new ControlError(response.status, message);
  }
  return parsed as T;
}

/** A fault as the panel arms it: a call, and what goes wrong with it. */
export type PanelFault = Pick<Fault, 'method' | 'path' | 'status' | 'code' | 'kind' | 'delayMs'>;

/** Every control the panel uses. */
export const sandboxControls = {
  clock: () => control<ClockAnswer>('GET', '/clock'),
  advanceDays: (advanceDays: number) => control<ClockRunAnswer>('POST', '/clock', { advanceDays }),
  advanceToRenewal: (persona: string) =>
    control<ClockRunAnswer>('POST', '/clock', { untilRenewalOf: persona }),
  session: () => control<SessionAnswer>('GET', '/session'),
  personas: () =>
    control<{ personas: PersonaSummary[] }>('GET', '/personas').then((a) => a.personas),
  cards: () => control<{ cards: TestCard[] }>('GET', '/cards').then((a) => a.cards),
  faults: () => control<{ faults: Fault[] }>('GET', '/faults').then((a) => a.faults),
  armFault: (fault: PanelFault) =>
    control<{ fault: Fault }>('POST', '/faults', fault).then((a) => a.fault),
  clearFaults: () => control<{ faults: Fault[] }>('DELETE', '/faults').then((a) => a.faults),
  mutations: () =>
    control<{ mutations: AppliedMutation[] }>('GET', '/mutations').then((a) => a.mutations),
};

export type {
  AppliedMutation,
  ClockEvent,
  Fault,
  PersonaSummary,
  TestCard,
} from '../../../sandbox/control-types';
