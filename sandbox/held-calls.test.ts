import { describe, expect, it, vi } from 'vitest';
import { HOLD_LIMIT_MS, MAX_HELD_CALLS, holdCall, releaseHeld } from './held-calls';
import type { SandboxState } from './state';
import { sandboxForFile } from './test-server';

const t = await sandboxForFile('2026-03-10');

const held = async () =>
  (await t.control('GET', '/faults/held')).body as { held: { fault: string; method: string }[] };

/** Settles within `ms`, or says it is still waiting. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);

describe('held calls (a fault with "hold": true)', () => {
  it('keeps the call waiting until released, then answers it as armed', async () => {
    await t.signIn('active-annual');
    const fault = { path: '/subscription/user/get', hold: true, status: 503, times: 1 };
    expect((await t.control('POST', '/faults', fault)).status).toBe(201);
    const answer = t.call('GET', `/api/subscription/user/get/${t.gid()}`);
    expect(await within(answer, 300)).toBe('waiting');
    expect((await held()).held).toMatchObject([{ fault: '/subscription/user/get', method: 'GET' }]);
    const released = await t.control('POST', '/faults/release', { path: '/subscription' });
    expect(released.body).toEqual({ released: 1 });
    expect((await answer).status).toBe(503);
    expect((await held()).held).toEqual([]);
    // Spent: the next call is neither held nor faulted.
    expect((await t.call('GET', `/api/subscription/user/get/${t.gid()}`)).status).toBe(200);
  });

  it('stops holding once released: a fault kept armed lets later calls through at once', async () => {
    await t.signIn('active-annual');
    await t.control('POST', '/faults', { path: '/subscription/user/get', hold: true });
    expect((await t.control('POST', '/faults/release', {})).body).toEqual({ released: 0 });
    const answer = t.call('GET', `/api/subscription/user/get/${t.gid()}`);
    expect((await within(answer, 2000)) !== 'waiting').toBe(true);
  });

  it('lets held calls go on a reset and when faults are cleared', async () => {
    await t.signIn('active-annual');
    for (const clear of [() => t.control('DELETE', '/faults'), () => t.reset()]) {
      await t.control('POST', '/faults', { path: '/subscription/user/get', hold: true });
      const answer = t.call('GET', `/api/subscription/user/get/${t.gid()}`);
      expect(await within(answer, 300)).toBe('waiting');
      await clear();
      expect(await within(answer, 2000)).not.toBe('waiting');
    }
  });

  it('refuses a hold that is not true or false, with the valid choices', async () => {
    const refused = await t.control('POST', '/faults', { path: '/x', hold: 'yes' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('\\"hold\\" is true or false');
  });

  it('is bounded: a call never released goes on by itself, and at most so many wait', async () => {
    vi.useFakeTimers();
    try {
      const state = { faults: [] } as unknown as SandboxState;
      const call = { method: 'GET', target: '/api/x', fault: '/api/x' };
      let done = false;
      void holdCall(state, call).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(HOLD_LIMIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      const waiting = Array.from({ length: MAX_HELD_CALLS }, () => holdCall(state, call));
      let extra = false;
      void holdCall(state, call).then(() => (extra = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(extra, 'past the limit a call is not held').toBe(true);
      expect(releaseHeld(state)).toBe(MAX_HELD_CALLS);
      await Promise.all(waiting);
    } finally {
      vi.useRealTimers();
    }
  });
});
