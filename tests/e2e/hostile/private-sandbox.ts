/**
 * The hostile specs change the sandbox's global state (faults, content overrides), which would
 * break specs running at the same time in the other worker. So each worker that runs a hostile
 * spec starts its own `npm start` server (sandbox/start.ts on a free port, same dist/) and points
 * `baseURL` at it; the shared fixture's checks (page errors, CSP violations, axe) still apply.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as bare, type APIRequestContext } from '@playwright/test';
import { startSandboxServer, type RunningServer } from '../../../scripts/perf/sandbox-server';
import { expect, test as shared } from '../fixtures';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Controls of the private sandbox (docs/api.md "Controls"). */
export class SandboxControls {
  constructor(private readonly request: APIRequestContext) {}

  /** Personas, clock, faults and content back to the start. */
  async reset(): Promise<void> {
    expect((await this.request.post('/__sandbox/reset')).ok()).toBe(true);
  }

  /** Serves `body` (raw text, or JSON for anything else) at `/content/<banner>/<path>` until reset. */
  async putContent(path: string, body: unknown): Promise<void> {
    const data = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await this.request.put(`/__sandbox/content/${path}`, { data });
    expect(response.ok(), `PUT /__sandbox/content/${path}`).toBe(true);
  }

  /** Arms one fault (docs/api.md): `kind` network/malformed, or a status, and/or a delay. */
  async fault(fault: {
    path: string;
    method?: string;
    status?: number;
    code?: string;
    kind?: 'network' | 'malformed';
    delayMs?: number;
    times?: number;
  }): Promise<void> {
    const response = await this.request.post('/__sandbox/faults', { data: fault });
    expect(response.status(), `fault ${JSON.stringify(fault)}`).toBe(201);
  }
}

interface PrivateFixtures {
  sandbox: SandboxControls;
}
interface PrivateWorkerFixtures {
  privateServer: RunningServer;
}

const privateServer: [
  (args: object, provide: (server: RunningServer) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] = [
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  async ({}, provide) => {
    const server = await startSandboxServer(ROOT);
    await provide(server);
    await server.stop();
  },
  { scope: 'worker', timeout: 60_000 },
];

/** The shared fixture's test (page errors, CSP violations, axe) on a private server. */
export const test = shared.extend<PrivateFixtures, PrivateWorkerFixtures>({
  privateServer,
  baseURL: async ({ privateServer }, provide) => provide(privateServer.origin),
  sandbox: async ({ request }, provide) => {
    const controls = new SandboxControls(request);
    await controls.reset();
    await provide(controls);
  },
});

/**
 * Plain Playwright on a private server, for specs that check CSP violations themselves: hostile
 * HTML makes Chromium report a violation for each handler it refuses while the sanitiser parses
 * the raw HTML in its inert document, which the shared fixture cannot tell from a live one.
 */
export const bareTest = bare.extend<PrivateFixtures, PrivateWorkerFixtures>({
  privateServer,
  baseURL: async ({ privateServer }, provide) => provide(privateServer.origin),
  sandbox: async ({ request }, provide) => {
    const controls = new SandboxControls(request);
    await controls.reset();
    await provide(controls);
  },
});

/** The origin of `banner` on the private server (`<banner>.localhost` resolves to loopback). */
export function originFor(server: RunningServer, banner: string): string {
  return `http://${banner}.localhost:${server.port}`;
}

/** Shipped JSON of the repository (catalogue texts, XSS payloads), read once per use. */
export function repoJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
}

/** A screen layout (schemas/screen-layout.schema.json) with the given blocks. */
export function layout(id: string, title: string, blocks: unknown[]): unknown {
  return { id, title, blocks };
}

export { expect };
