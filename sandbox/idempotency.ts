/**
 * Idempotency keys: a non-GET service call that carries an `Idempotency-Key` header is applied
 * once. The first request with a key runs and, when it answers 2xx, its answer is remembered for
 * a day; a repeat of the key from the same caller (the browser resending after a dropped
 * connection, or the shopper retrying an unknown outcome) gets that answer back without running
 * again. A repeat with another method, path or body is refused with 422, a repeat while the first
 * is still running with 409. A refusal (4xx/5xx) changes nothing, so it is not remembered and the
 * key may be sent again. Every applied mutation is listed at `GET /__sandbox/mutations`.
 */
import { getCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { headerNames } from '../src/api/cookie-names.ts';
import type { SandboxEnv, SandboxServices } from './context';
import { SandboxError, refusal } from './errors.ts';
import type { AppliedMutation, SandboxState } from './state';

/** How long a key is remembered. */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;
/** Keys remembered per tenant at most; the oldest go first. */
export const maxIdempotencyKeys = 1000;
/** The answer header of a replayed answer. */
export const replayedHeader = 'idempotent-replayed';

const keyPattern = /^[\x21-\x7e]{1,255}$/;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Forgets keys older than the window, and the oldest beyond the cap. */
function prune(state: SandboxState, now: number): void {
  for (const [id, record] of state.idempotency) {
    const full = state.idempotency.size > maxIdempotencyKeys;
    if (!full && now - record.storedAt < idempotencyWindowMs) break;
    state.forgetKey(id);
  }
}

/** The middleware, inside the fault injector so a `lost-response` fault drops a stored answer. */
export function idempotency(services: SandboxServices): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (safeMethods.has(c.req.method) || !url.pathname.startsWith('/api/')) return next();
    const state = services.state;
    const method = c.req.method;
    const path = url.pathname + url.search;
    const key = c.req.header(headerNames.idempotencyKey);
    const applied = (status: number): AppliedMutation => {
      const mutation = { method, path, status, idempotencyKey: key ?? null, replays: 0 };
      state.recordMutation(mutation);
      return mutation;
    };

    if (key === undefined) {
      await next();
      if (c.res.status >= 200 && c.res.status < 300) applied(c.res.status);
      return;
    }
    if (!keyPattern.test(key)) {
      throw new SandboxError(
        400,
        refusal.invalidRequest,
        'Idempotency-Key must be 1 to 255 visible ASCII characters',
      );
    }
    // Keys are the caller's own: another session's key (even a guessed one) never replays.
    const caller = `${c.req.header('authorization') ?? ''} ${getCookie(c, services.cookies.session) ?? ''}`;
    const id = `${caller}\n${key}`;
    const fingerprint = `${method} ${path}\n${await c.req.text()}`;
    const now = Date.now();
    prune(state, now);

    const known = state.idempotency.get(id);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        throw new SandboxError(
          422,
          refusal.idempotencyMismatch,
          'This Idempotency-Key was already used with another request',
        );
      }
      if (!known.answer) {
        throw new SandboxError(
          409,
          refusal.idempotencyInFlight,
          'The first request with this Idempotency-Key is still being handled',
        );
      }
      known.answer.mutation.replays += 1;
      return new Response(known.answer.body, {
        status: known.answer.status,
        headers: { 'content-type': known.answer.contentType, [replayedHeader]: 'true' },
      });
    }

    // Within the sandbox's memory budget (a 429 beyond it), before the service runs.
    state.rememberKey(id, { fingerprint, storedAt: now });
    await next();
    const res = c.res;
    if (res.status < 200 || res.status >= 300) {
      state.forgetKey(id);
      return;
    }
    state.rememberKey(id, {
      fingerprint,
      storedAt: now,
      answer: {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/json',
        body: await res.clone().text(),
        mutation: applied(res.status),
      },
    });
  };
}
