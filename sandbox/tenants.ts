/**
 * Sandbox tenants: independent copies of the whole sandbox state, chosen per request by the
 * `x-sandbox-tenant` header. Browser tests give each test file its own tenant (Playwright sends
 * the header on every request of a context, the page's fetches and the card frame included), so
 * files running in parallel never see each other's resets, clock moves, faults or content
 * overrides. A request without the header uses the default tenant, as a person at a browser does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context';
import { SandboxError } from './errors.ts';
import { SandboxState } from './state.ts';

/** The request header that names a tenant. */
export const tenantHeader = 'x-sandbox-tenant';

/** Tenant ids are short and plain, so a header cannot grow the state without bound. */
const tenantPattern = /^[A-Za-z0-9_-]{1,64}$/;
/** Named tenants kept at most; the least recently used goes first. */
export const maxTenants = 200;

/** The default tenant's state plus the named tenants', created on first use. */
export class TenantStates {
  private readonly named = new Map<string, SandboxState>();
  private readonly current = new AsyncLocalStorage<SandboxState>();

  constructor(
    readonly defaultState: SandboxState,
    private readonly create: () => SandboxState,
  ) {}

  /** The state of the request being handled (the default outside a request). */
  state(): SandboxState {
    return this.current.getStore() ?? this.defaultState;
  }

  /** The state of a tenant id; undefined means the default tenant. */
  forTenant(id: string | undefined): SandboxState {
    if (id === undefined) return this.defaultState;
    if (!tenantPattern.test(id)) {
      throw new SandboxError(
        400,
        '0000',
        `Bad ${tenantHeader} header: use 1-64 letters, digits, - or _`,
      );
    }
    let state = this.named.get(id);
    if (state) {
      // Most recently used last: eviction takes the tenant unused the longest (issue 24), never
      // one a test file is using right now.
      this.named.delete(id);
      this.named.set(id, state);
      return state;
    }
    if (this.named.size >= maxTenants) {
      const [idle, gone] = this.named.entries().next().value ?? [];
      if (idle !== undefined) this.named.delete(idle);
      gone?.release();
    }
    state = this.create();
    this.named.set(id, state);
    return state;
  }

  /** Middleware running the rest of the request inside its tenant's state. */
  middleware(): MiddlewareHandler<SandboxEnv> {
    return (c, next) => this.current.run(this.forTenant(c.req.header(tenantHeader)), next);
  }
}
