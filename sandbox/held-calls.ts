/**
 * Held calls: a fault armed with `"hold": true` keeps each call it matches waiting until the test
 * releases it (`POST /__sandbox/faults/release`), instead of a real delay the test has to sit
 * through (issue 26: about 27 browser tests each waited 10 s). A test checks what the shopper sees
 * while the call is on its way (a busy button, a skeleton, a page that still answers), then
 * releases it and checks the outcome. Per tenant, like every fault; bounded in number and time, so
 * a test that never releases (or fails first) cannot leave the server holding calls.
 */
import { Hono } from 'hono';
import type { SandboxEnv, SandboxServices } from './context';
import type { SandboxState } from './state.ts';

/** A held call goes on by itself after this long: longer than any test waits on one. */
export const HOLD_LIMIT_MS = 20_000;
/** At most this many calls wait per tenant; past it a call is not held (it runs at once). */
export const MAX_HELD_CALLS = 50;

interface HeldCall {
  method: string;
  target: string;
  /** The `path` of the fault that holds it. */
  fault: string;
  since: number;
  release: () => void;
}

/** Each tenant's held calls, found by its state (so a tenant's reset and release see only its own). */
const heldByTenant = new WeakMap<SandboxState, HeldCall[]>();

function heldOf(state: SandboxState): HeldCall[] {
  let held = heldByTenant.get(state);
  if (!held) {
    held = [];
    heldByTenant.set(state, held);
  }
  return held;
}

/** Waits until the call is released, the limit passes, or the tenant's held list is full. */
export function holdCall(
  state: SandboxState,
  call: { method: string; target: string; fault: string },
): Promise<void> {
  const held = heldOf(state);
  if (held.length >= MAX_HELD_CALLS) return Promise.resolve();
  return new Promise((resolve) => {
    const entry: HeldCall = {
      ...call,
      since: Date.now(),
      release: () => {
        clearTimeout(timer);
        const at = held.indexOf(entry);
        if (at >= 0) held.splice(at, 1);
        resolve();
      },
    };
    const timer = setTimeout(entry.release, HOLD_LIMIT_MS);
    held.push(entry);
  });
}

/**
 * Lets the tenant's held calls go on (those of faults whose path contains `path`, or all), and
 * disarms the holding of those faults so later calls are not held. Answers how many were held.
 */
export function releaseHeld(state: SandboxState, path = ''): number {
  for (const fault of state.faults) if (fault.hold && fault.path.includes(path)) fault.hold = false;
  const going = heldOf(state).filter((call) => call.fault.includes(path));
  for (const call of going) call.release();
  return going.length;
}

/** The control routes, mounted at `/__sandbox/faults`: what is held, and the release. */
export function heldCallRoutes(s: SandboxServices) {
  const app = new Hono<SandboxEnv>();
  app.get('/held', (c) =>
    c.json({
      held: heldOf(s.state).map(({ method, target, fault, since }) => ({
        method,
        target,
        fault,
        heldMs: Date.now() - since,
      })),
    }),
  );
  app.post('/release', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const path =
      body && typeof body === 'object' && 'path' in body && typeof body.path === 'string'
        ? body.path
        : '';
    return c.json({ released: releaseHeld(s.state, path) });
  });
  return app;
}
