/**
 * Fault injection: an armed fault whose `path` is a substring of the request's path and query
 * (and whose method matches, when given) delays, fails, drops or garbles that response, or lets
 * the service run and then drops its answer (`lost-response`).
 */
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv, SandboxServices } from './context';
import { holdCall } from './held-calls.ts';

const servicePrefixes = ['/api/', '/bin/', '/content/', '/tokenservice/'];

/** The middleware; the `/__sandbox` controls and app pages are never faulted. */
export function faultInjector(services: SandboxServices): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const state = services.state;
    const url = new URL(c.req.url);
    const target = url.pathname + url.search;
    if (!servicePrefixes.some((p) => url.pathname.startsWith(p))) return next();
    const fault = state.faults.find(
      (f) => target.includes(f.path) && (!f.method || f.method === c.req.method),
    );
    if (!fault) return next();
    fault.remaining -= 1;
    if (fault.remaining <= 0) state.faults = state.faults.filter((f) => f !== fault);
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    // Held until the test releases it (sandbox/held-calls.ts), then faulted as armed.
    if (fault.hold) await holdCall(state, { method: c.req.method, target, fault: fault.path });
    const drop = () => {
      const socket = c.env?.incoming?.socket;
      if (socket) {
        socket.destroy();
        return new Response(null, { status: 499 });
      }
      throw new Error('Network fault: no socket to drop');
    };
    if (fault.kind === 'network') return drop();
    if (fault.kind === 'lost-response') {
      // The service runs and changes state; only its answer is lost on the way back.
      await next();
      return drop();
    }
    if (fault.kind === 'malformed') {
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body('{"status": "ACTIVE", "plan', 200);
    }
    if (fault.status) {
      const ok = fault.status < 400;
      return c.json(
        ok ? {} : { code: fault.code ?? '0000', message: 'Injected fault' },
        fault.status as 500,
      );
    }
    return next();
  };
}
