/**
 * Test harness: the sandbox on an ephemeral port, reached over real HTTP with a tiny cookie jar,
 * so tests exercise the same routing, cookies and headers a browser would.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeEach } from 'vitest';
import { createSandbox } from './app';

/** A JSON answer. */
export interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A running sandbox and a signed-in-capable HTTP client for it. */
export interface TestSandbox {
  base: string;
  close: () => Promise<void>;
  reset: () => Promise<void>;
  /** Signs in as a persona (cookies kept) and returns its user info. */
  signIn: (persona: string) => Promise<Record<string, unknown>>;
  /** A call with the session's bearer and the anti-forgery header unless told otherwise. */
  call: (
    method: string,
    path: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      bearer?: string | null;
      csrf?: boolean;
      headers?: Record<string, string>;
    },
  ) => Promise<Reply>;
  control: (method: string, path: string, body?: unknown) => Promise<Reply>;
  cookies: Map<string, string>;
  token: () => string;
  gid: () => string;
}

/**
 * One sandbox for a test file (`const t = await sandboxForFile()` at the top of the file): before
 * each test its cookies are cleared and its state is reset; after the file it is closed.
 */
export async function sandboxForFile(today = '2026-03-10'): Promise<TestSandbox> {
  const t = await startTestSandbox(today);
  beforeEach(async () => {
    t.cookies.clear();
    await t.reset();
  });
  afterAll(() => t.close());
  return t;
}

/** Starts a sandbox whose clock starts on `today`. */
export async function startTestSandbox(today = '2026-03-10'): Promise<TestSandbox> {
  const { app } = createSandbox({ today });
  const server: ServerType = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cookies = new Map<string, string>();
  let info: Record<string, unknown> = {};
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      if (/max-age=0/i.test(line) || value === '') cookies.delete(pair.slice(0, i));
      else cookies.set(pair.slice(0, i), value);
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const raw = async (method: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, {
      method,
      redirect: 'manual',
      ...init,
      headers: { cookie: cookieHeader(), ...(init.headers as Record<string, string>) },
    });
    keep(res);
    return res;
  };
  const reply = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body, headers: res.headers };
  };
  await raw('GET', '/__sandbox/clock');
  return {
    base,
    cookies,
    close: () => new Promise((done) => server.close(() => done())),
    reset: async () => {
      await raw('POST', '/__sandbox/reset');
    },
    signIn: async (persona) => {
      await raw('GET', `/account/sign-in.html?persona=${persona}&redirect=/freshpass/manage`);
      info = (await reply(await raw('GET', '/bin/swy/unified/userinfo?banner=safeway&_=1'))).body;
      return info;
    },
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = { 'x-swy_banner': 'safeway', ...options.headers };
      const bearer =
        options.bearer === undefined ? (info.SWY_SHOP_TOKEN as string | undefined) : options.bearer;
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      if (options.csrf !== false) headers['x-xsrf-token'] = cookies.get('XSRF-TOKEN') ?? '';
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] = 'application/json';
      }
      return reply(await raw(method, path, { headers, body }));
    },
    control: async (method, path, body) =>
      reply(
        await raw(method, `/__sandbox${path}`, {
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body:
            body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    token: () => String(info.SWY_SHOP_TOKEN),
    gid: () => String(info.customerId),
  };
}
