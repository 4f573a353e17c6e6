/**
 * The sandbox's request guards (issue 15), before any routing: a body over its size limit is a
 * 413 read no further, a mutation from another site's page is a 403, the `/__sandbox` controls
 * take only JSON, and every answer says `Cache-Control: no-store` unless its route said otherwise
 * (user info, tokens, subscriptions and the ledger are personal). A body that is not JSON is
 * logged in one line by `readJson`.
 */
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { headerNames } from '../src/api/cookie-names.ts';
import type { SandboxContext, SandboxEnv } from './context';
import { SandboxError, refusal } from './errors.ts';
import { requestHost } from './hosts.ts';
import { oneLine } from '../src/lib/one-line.ts';

/** Request body limits in bytes (README "Limits"). */
export const bodyLimits = {
  /** Service calls, the card frame's tokenise call and the other controls. */
  api: 64 * 1024,
  /** A content override (`PUT /__sandbox/content/…`). */
  contentOverride: 1024 * 1024,
} as const;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The body limit of a path: content overrides get the larger one. */
export function bodyLimitOf(path: string): number {
  return path.startsWith('/__sandbox/content/') ? bodyLimits.contentOverride : bodyLimits.api;
}

/** 413 for a body over its path's limit, from `Content-Length` or while the stream is read. */
export function limitBodies(): MiddlewareHandler<SandboxEnv> {
  return (c, next) => {
    const maxSize = bodyLimitOf(c.req.path);
    return bodyLimit({
      maxSize,
      onError: (ctx) =>
        ctx.json(
          {
            code: refusal.tooLarge,
            message: `The request body is over the limit of ${maxSize} bytes`,
          },
          413,
        ),
    })(c, next);
  };
}

/**
 * True when a non-GET request may come from the page that sent it: its `Origin` (or, without
 * one, its `Sec-Fetch-Site`) names this host. Callers outside a browser send neither.
 */
export function fromThisSite(headers: {
  origin?: string;
  secFetchSite?: string;
  host?: string;
}): boolean {
  const { origin, secFetchSite, host } = headers;
  if (origin !== undefined) {
    if (!host) return false;
    try {
      return new URL(origin).host === host;
    } catch {
      return false; // `Origin: null` (a sandboxed frame, a file) is no site of ours
    }
  }
  return secFetchSite === undefined || secFetchSite === 'same-origin' || secFetchSite === 'none';
}

/** 403 for a mutation, or a control, sent by another site's page. */
export function sameSiteMutations(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (
      !safeMethods.has(c.req.method) &&
      !fromThisSite({
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        host: requestHost(c),
      })
    ) {
      return c.json({ code: refusal.csrf, message: 'Cross-site request refused' }, 403);
    }
    return next();
  };
}

/**
 * The `/__sandbox` controls accept a JSON body or none: a form post or a text body (what another
 * site's page can send without asking) is a 415.
 */
export function jsonControls(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || !c.req.path.startsWith('/__sandbox/')) return next();
    const type = c.req.header('content-type');
    const length = c.req.header('content-length');
    const hasBody =
      c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
    const isJson = type !== undefined && /^application\/json\s*(;|$)/i.test(type);
    if ((type !== undefined || hasBody) && !isJson) {
      return c.json(
        { code: refusal.invalidRequest, message: 'The sandbox controls take application/json' },
        415,
      );
    }
    return next();
  };
}

/**
 * 400 for a path Hono's router reads differently from its raw form (issue 24): `/%61pi/…` routes
 * as `/api/…`, while the fault injector, the idempotency keys and the ledger match on the raw
 * path, so a percent-encoded path skipped them all. Refused before anything matches on it, every
 * later step sees one path; the services' paths never need percent-encoding.
 */
export function canonicalPaths(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (new URL(c.req.url).pathname === c.req.path) return next();
    return c.json(
      {
        code: refusal.invalidRequest,
        message: `Percent-encoded path refused: send it as ${c.req.path.slice(0, 200)}`,
      },
      400,
    );
  };
}

/** `Cache-Control: no-store` on every answer whose route did not set its own. */
export function noStore(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/** The JSON body of a request; one that is not JSON is logged in one line and answered 0007. */
export async function readJson(c: SandboxContext): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const correlationId = c.req.header(headerNames.correlationId) ?? '-';
    // JSON.parse quotes the body in its message: escaped, like every request value logged.
    console.warn(
      `[sandbox] malformed JSON body: ${oneLine(c.req.method, 16)} ${oneLine(c.req.path)}: ${oneLine(reason)} (correlation id ${oneLine(correlationId, 80)})`,
    );
    throw new SandboxError(500, '0007', 'The request body is not JSON');
  }
}
