/**
 * The hostile specs arm faults and content overrides. They run on the shared server: the shared
 * fixture (tests/e2e/fixtures.ts) puts every request of a file's browser and API contexts into
 * the file's own sandbox tenant (sandbox/tenants.ts), so those changes never reach other specs.
 * `sandbox` resets the file's tenant before each test.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as bare, type APIRequestContext } from '@playwright/test';
import { expect, tenantHeaders, test as shared } from '../fixtures';

const ROOT = resolve(import.meta.dirname, '../../..');

/** One mutation the sandbox applied (GET /__sandbox/mutations). */
export interface AppliedMutation {
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  replays: number;
}

/** Sandbox controls (docs/api.md "Controls") of the file's tenant. */
export class SandboxControls {
  constructor(private readonly request: APIRequestContext) {}

  /** Personas, clock, faults and content back to the start. */
  async reset(): Promise<void> {
    expect((await this.request.post('/__sandbox/reset')).ok()).toBe(true);
  }

  /** Serves `body` (raw text, or JSON for anything else) at `/content/<banner>/<path>` until reset. */
  async putContent(path: string, body: unknown): Promise<void> {
    const data = typeof body === 'string' ? body : JSON.stringify(body);
    // The controls take JSON only (raw text, even malformed, is sent as application/json).
    const response = await this.request.put(`/__sandbox/content/${path}`, {
      data,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.ok(), `PUT /__sandbox/content/${path}`).toBe(true);
  }

  /**
   * Arms one fault (docs/api.md): `kind` network/malformed, or a status, and/or a delay; `hold`
   * keeps each matching call waiting until `release()` (sandbox/held-calls.ts), so a test checks
   * the waiting state without sitting through a real delay.
   */
  async fault(fault: {
    path: string;
    method?: string;
    status?: number;
    code?: string;
    kind?: 'network' | 'lost-response' | 'malformed';
    delayMs?: number;
    hold?: boolean;
    times?: number;
  }): Promise<void> {
    const response = await this.request.post('/__sandbox/faults', { data: fault });
    expect(response.status(), `fault ${JSON.stringify(fault)}`).toBe(201);
  }

  /** The mutations the services applied (2xx non-GET calls) whose path contains `path`. */
  async mutations(path = ''): Promise<AppliedMutation[]> {
    const response = await this.request.get('/__sandbox/mutations');
    expect(response.ok()).toBe(true);
    const { mutations } = (await response.json()) as { mutations: AppliedMutation[] };
    return mutations.filter((m) => m.path.includes(path));
  }

  /**
   * Lets the calls held by `hold` faults (whose path contains `path`, or all) go on, and stops
   * those faults holding. Answers how many calls were waiting: a test that checked a waiting
   * state expects at least one, so it knows the call was still held while it looked.
   */
  async release(path = ''): Promise<number> {
    // The call may still be on its way to the sandbox: release only once it is there.
    await this.untilHeld(path);
    const response = await this.request.post('/__sandbox/faults/release', { data: { path } });
    expect(response.ok(), 'POST /__sandbox/faults/release').toBe(true);
    return ((await response.json()) as { released: number }).released;
  }

  /** Lets any calls still held for `path` go on and stops their faults holding, held or not. */
  async releaseAny(path = ''): Promise<void> {
    const response = await this.request.post('/__sandbox/faults/release', { data: { path } });
    expect(response.ok(), 'POST /__sandbox/faults/release').toBe(true);
  }

  /** Waits (as a poll) until a call matching `path` is held by the sandbox. */
  async untilHeld(path = ''): Promise<void> {
    await expect
      .poll(
        async () => {
          const response = await this.request.get('/__sandbox/faults/held');
          const { held } = (await response.json()) as { held: { fault: string }[] };
          return held.some((call) => call.fault.includes(path));
        },
        `a call to ${path || 'any held path'} is held`,
      )
      .toBe(true);
  }

  /** Disarms every fault. */
  async clearFaults(): Promise<void> {
    expect((await this.request.delete('/__sandbox/faults')).ok()).toBe(true);
  }
}

interface SandboxFixtures {
  sandbox: SandboxControls;
}

/** The shared fixture's test (tenant, page errors, CSP violations, axe) with `sandbox`. */
export const test = shared.extend<SandboxFixtures>({
  sandbox: async ({ request }, provide) => {
    const controls = new SandboxControls(request);
    await controls.reset();
    await provide(controls);
  },
});

/**
 * Plain Playwright in the file's tenant, for specs that check CSP violations themselves: hostile
 * HTML makes Chromium report a violation for each handler it refuses while the sanitiser parses
 * the raw HTML in its inert document, which the shared fixture cannot tell from a live one.
 */
export const bareTest = bare.extend<SandboxFixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, ...tenantHeaders(testInfo) });
  },
  sandbox: async ({ request }, provide) => {
    const controls = new SandboxControls(request);
    await controls.reset();
    await provide(controls);
  },
});

/** Shipped JSON of the repository (catalogue texts, XSS payloads), read once per use. */
export function repoJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
}

/** A screen layout (schemas/screen-layout.schema.json) with the given blocks. */
export function layout(id: string, title: string, blocks: unknown[]): unknown {
  return { id, title, blocks };
}

export { expect };
