/**
 * The QA controls under `/__sandbox`: reset, the clock, faults, content overrides and recording
 * an order (which closes the refund window). They need no anti-forgery header: they are for
 * scripts and tests, never for the app.
 */
import { Hono } from 'hono';
import { readSession } from '../auth.ts';
import { clockEventOf, runDay } from '../clock-rules.ts';
import type {
  ClockEvent,
  ClockRunAnswer,
  PersonaSummary,
  SessionAnswer,
  TestCard,
} from '../control-types.ts';
import { daysBetween } from '../dates.ts';
import type { SandboxEnv, SandboxServices } from '../context';
import { SandboxError, refusal } from '../errors.ts';
import type { Fault } from '../types';
import { testCards } from './token-service.ts';
import { readJson } from '../request-guards.ts';
import { heldCallRoutes, releaseHeld } from '../held-calls.ts';
import { subscriptionAnswerOf } from '../present.ts';

const bad = (message: string) => new SandboxError(400, refusal.invalidRequest, message);

/** The longest fault `path` substring, `method` and `code` (a fault is small; the list is bounded). */
export const faultFieldLimits = { path: 512, method: 16, code: 32 } as const;

/** Checks a fault body; every field is optional except `path`. */
export function parseFault(b: unknown): Fault {
  if (!b || typeof b !== 'object') throw bad('A fault is a JSON object');
  const f = b as Record<string, unknown>;
  if (typeof f.path !== 'string' || !f.path) throw bad('A fault needs a "path" substring');
  for (const name of ['path', 'method', 'code'] as const) {
    const value = f[name];
    if (typeof value === 'string' && value.length > faultFieldLimits[name])
      throw bad(`"${name}" is at most ${faultFieldLimits[name]} characters`);
  }
  const int = (v: unknown, name: string, min: number, max: number) => {
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      throw bad(`"${name}" must be an integer from ${min} to ${max}`);
    }
    return v;
  };
  if (
    f.kind !== undefined &&
    f.kind !== 'network' &&
    f.kind !== 'lost-response' &&
    f.kind !== 'malformed'
  ) {
    throw bad('"kind" is "network", "lost-response" or "malformed"');
  }
  if (f.hold !== undefined && typeof f.hold !== 'boolean') throw bad('"hold" is true or false');
  return {
    path: f.path,
    method: typeof f.method === 'string' ? f.method.toUpperCase() : undefined,
    status: int(f.status, 'status', 200, 599),
    code: typeof f.code === 'string' ? f.code : undefined,
    times: int(f.times, 'times', 1, 1_000_000),
    delayMs: int(f.delayMs, 'delayMs', 0, 60_000),
    ...(f.hold === true ? { hold: true } : {}),
    kind: f.kind,
  };
}

/** The control routes, mounted at `/__sandbox`. */
export function controlRoutes(s: SandboxServices) {
  const app = new Hono<SandboxEnv>();
  const clock = () => ({ today: s.state.today(), offsetDays: s.state.offsetDays });

  app.post('/reset', (c) => {
    // A reset leaves no call held (sandbox/held-calls.ts).
    releaseHeld(s.state);
    s.state.reset();
    return c.json({ reset: true, ...clock() });
  });

  app.get('/clock', (c) => c.json(clock()));
  // `advanceDays`, or `untilRenewalOf` a persona: to the day after its plan's renewal date, so
  // the renewal (or the trial's end) has settled. The answer lists what the days ran.
  app.post('/clock', async (c) => {
    const b: unknown = await readJson(c);
    const body = (b && typeof b === 'object' ? b : {}) as Record<string, unknown>;
    let days = body.advanceDays;
    if (typeof body.untilRenewalOf === 'string') {
      const account = s.state.accountOfPersona(body.untilRenewalOf);
      const sub = account ? s.state.subscriptions.get(account.hid) : undefined;
      if (!sub) throw bad(`Persona "${body.untilRenewalOf}" has no plan to renew`);
      days = Math.max(0, daysBetween(s.state.today(), sub.renewalDate) + 1);
    }
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 3660) {
      throw bad('"advanceDays" must be an integer from 0 to 3660');
    }
    const ran: ClockEvent[] = [];
    for (let i = 0; i < days; i += 1) {
      s.state.offsetDays += 1;
      const today = s.state.today();
      for (const sub of s.state.subscriptions.values()) {
        const payer = s.state.primaryOf(sub.hid);
        const before = { ...sub };
        runDay(
          sub,
          payer?.tenders.find((t) => t.id === sub.tenderId),
          today,
        );
        const kind = clockEventOf(before, sub);
        if (kind) {
          const persona = payer?.personaId ?? null;
          ran.push({ date: today, persona, kind, from: before.status, to: sub.status });
        }
      }
    }
    return c.json({ ...clock(), ran } satisfies ClockRunAnswer);
  });

  app.route('/faults', heldCallRoutes(s));
  app.get('/faults', (c) => c.json({ faults: s.state.faults }));
  app.post('/faults', async (c) => {
    const fault = parseFault(await readJson(c));
    // The answer is what this call armed, never the whole list (which GET /faults gives).
    const armed = s.state.armFault({
      ...fault,
      remaining: fault.times ?? Number.POSITIVE_INFINITY,
    });
    return c.json({ fault: armed }, 201);
  });
  app.delete('/faults', (c) => {
    releaseHeld(s.state);
    s.state.faults = [];
    return c.json({ faults: [] });
  });

  // What the services applied: every non-GET service call answered 2xx, and how often a
  // repeated Idempotency-Key got that stored answer back instead (sandbox/idempotency.ts).
  app.get('/mutations', (c) => c.json({ mutations: s.state.mutations }));

  app.put('/content/*', async (c) => {
    const path = c.req.path.slice('/__sandbox/content/'.length).replace(/\.json$/, '');
    if (!path) throw bad('Name the content path, e.g. /__sandbox/content/faq');
    s.state.putContentOverride(path, await c.req.text());
    return c.json({ overridden: path });
  });
  app.delete('/content/*', (c) => {
    const path = c.req.path.slice('/__sandbox/content/'.length).replace(/\.json$/, '');
    s.state.deleteContentOverride(path);
    return c.json({ restored: path });
  });

  app.post('/orders', async (c) => {
    const b: unknown = await readJson(c);
    const persona = b && typeof b === 'object' && 'persona' in b ? String(b.persona) : '';
    const account = s.state.accountOfPersona(persona);
    const sub = account ? s.state.subscriptions.get(account.hid) : undefined;
    if (!sub) throw bad(`Persona "${persona}" has no subscription`);
    sub.ordersInPeriod += 1;
    return c.json({ ordersInPeriod: sub.ordersInPeriod });
  });

  app.get('/personas', (c) =>
    c.json({
      personas: s
        .personas()
        .map(({ id, label, userType }): PersonaSummary => ({ id, label, userType })),
    }),
  );

  // What the subscription call answers a persona now, without signing in as them: the editor
  // preview renders the picked persona's own plan, not the signed-in shopper's.
  app.get('/personas/:id/subscription', (c) => {
    const account = s.state.accountOfPersona(c.req.param('id'));
    if (!account) throw new SandboxError(404, refusal.invalidRequest, 'No such persona account');
    return c.json(subscriptionAnswerOf(s.state, account));
  });

  // The persona this browser is signed in as (the session cookie), for the sandbox panel.
  app.get('/session', async (c) => {
    const session = await readSession(c, s);
    return c.json({ persona: session?.persona ?? null } satisfies SessionAnswer);
  });

  app.get('/cards', (c) =>
    c.json({
      cards: Object.entries(testCards).map(([number, behaviour]): TestCard => ({
        number,
        behaviour,
      })),
    }),
  );
  return app;
}
