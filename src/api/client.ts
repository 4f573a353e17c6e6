/**
 * The one typed client of every call: builds the headers of contract §7, sends, and turns every
 * failure into an ApiError. No UI side effects, no storage: the token is passed per call.
 */
import { readCookie } from '../lib/cookies';
import { inTurn } from '../lib/in-turn';
import { cookieNamesFor, headerNames } from './cookie-names';
import type { Environment } from './environment';
import { isUnknownOutcome, type AnswerProblem, type ApiError } from './errors';

/** One call's description; endpoint files build these. */
export interface CallSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The session's bearer token; sent only to same-origin or trusted origins. */
  token?: string;
  /** Sends the subscription key (the API gateway's calls; not content or user info). */
  subscriptionKey?: boolean;
  /** The versioned accept type, e.g. `application/vnd.safeway.v4+json`. */
  accept?: string;
  /** Sends the date header (plans and tenders). */
  dateHeader?: boolean;
  /** The client-name header value (`WEB-PORTAL` on cancel reasons and plan changes). */
  clientName?: string;
  /** Sends cookies to another origin (the user-info call). */
  withCredentials?: boolean;
  body?: unknown;
}

/** What the client needs from its surroundings; tests pass their own fetch, cookies and ids. */
export interface ClientOptions {
  env: Environment;
  banner: string;
  fetch?: typeof fetch;
  cookies?: () => string;
  newId?: () => string;
  now?: () => Date;
}

/** The client's one method. */
export interface ApiClient {
  env: Environment;
  banner: string;
  /** Sends one call; `parse` checks the answer's shape (it gets the call's correlation id too). */
  request: <T>(spec: CallSpec, parse: (json: unknown, correlationId: string) => T) => Promise<T>;
}

/** The default versioned accept type; plans ask for v4 when the SNAP flag is on. */
export const defaultAccept = 'application/vnd.safeway.v2+json';

const isRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Thrown by parse functions when an answer has the wrong shape. */
export class ShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShapeError';
  }
}

/**
 * The page's fetch, a burst of starts one task apart (src/lib/in-turn.ts): one for every client
 * of the page (the first module's and the app's), so their bursts are spread together.
 */
const fetchInTurn = inTurn((input: RequestInfo | URL, init?: RequestInit) =>
  globalThis.fetch(input, init),
);

/** Builds the client of one banner in one environment. */
export function createApiClient(options: ClientOptions): ApiClient {
  const { env, banner } = options;
  const send = options.fetch ?? fetchInTurn;
  const cookies = options.cookies ?? (() => globalThis.document?.cookie ?? '');
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? (() => new Date());

  /**
   * Idempotency keys of mutations whose outcome is unknown (no answer, a 5xx, or an unreadable
   * 2xx), by method, URL and body: the shopper's retry of the same send reuses the key, so a
   * service that did apply the first one answers it again instead of applying it twice. A clear
   * answer (2xx read, or a 4xx refusal) forgets the key; changed form content gets a new one.
   */
  const unsettledKeys = new Map<string, string>();
  const maxUnsettledKeys = 20;

  const mayCarryBearer = (url: string) =>
    isRelative(url) || env.trustedOrigins.includes(new URL(url).origin);

  /** The headers of one call: contract §7, plus the anti-forgery header on same-origin mutations. */
  const headersOf = (
    spec: CallSpec,
    correlationId: string,
    idempotencyKey: string | undefined,
  ): Record<string, string> => {
    const method = spec.method ?? 'GET';
    const headers: Record<string, string> = {
      [headerNames.banner]: banner,
      [headerNames.correlationId]: correlationId,
      accept: spec.accept ?? defaultAccept,
    };
    if (spec.token && mayCarryBearer(spec.url)) headers.authorization = `Bearer ${spec.token}`;
    if (spec.subscriptionKey) headers[headerNames.subscriptionKey] = env.subscriptionKey;
    if (spec.dateHeader) headers[headerNames.date] = now().toUTCString();
    if (spec.clientName) headers[headerNames.clientName] = spec.clientName;
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && isRelative(spec.url)) {
      headers[headerNames.csrf] = readCookie(cookieNamesFor(env).csrf, cookies()) ?? '';
    }
    if (idempotencyKey) headers[headerNames.idempotencyKey] = idempotencyKey;
    return headers;
  };

  const request = async <T>(
    spec: CallSpec,
    parse: (json: unknown, correlationId: string) => T,
  ): Promise<T> => {
    const correlationId = newId();
    const method = spec.method ?? 'GET';
    const sendKey =
      method === 'GET' ? undefined : `${method} ${spec.url}\n${JSON.stringify(spec.body ?? null)}`;
    const idempotencyKey = sendKey ? (unsettledKeys.get(sendKey) ?? newId()) : undefined;
    if (sendKey && idempotencyKey) {
      unsettledKeys.delete(sendKey);
      unsettledKeys.set(sendKey, idempotencyKey);
      if (unsettledKeys.size > maxUnsettledKeys) {
        unsettledKeys.delete(unsettledKeys.keys().next().value ?? '');
      }
    }
    /** The service answered clearly (applied, or refused): the next send gets a new key. */
    const settle = () => {
      if (sendKey) unsettledKeys.delete(sendKey);
    };
    const fail = (
      kind: ApiError['kind'],
      code: string,
      detail: string,
      status?: number,
      problems?: AnswerProblem[],
    ): ApiError => {
      const error: ApiError = { kind, code, detail, status, url: spec.url, correlationId };
      if (problems) error.problems = problems;
      if (!isUnknownOutcome(error)) settle();
      return error;
    };
    let response: Response;
    try {
      response = await send(spec.url, {
        method,
        headers: headersOf(spec, correlationId, idempotencyKey),
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        credentials: spec.withCredentials ? 'include' : 'same-origin',
      });
    } catch (error) {
      throw fail('network', 'NETWORK', error instanceof Error ? error.message : String(error));
    }
    let json: unknown;
    let text = '';
    try {
      text = await response.text();
      json = text ? JSON.parse(text) : undefined;
    } catch (error) {
      if (!response.ok)
        throw fail(
          'http',
          'UNKNOWN',
          `HTTP ${response.status}: ${text.slice(0, 80)}`,
          response.status,
        );
      if (error instanceof SyntaxError) {
        // Read only when an answer is malformed: the page's first load carries none of it.
        const place = await import('../lib/json-syntax-error').then(
          ({ locateJsonSyntaxError }) => locateJsonSyntaxError(text, error),
          () => undefined,
        );
        const where = place ? ` at line ${place.line}, column ${place.column}` : '';
        const reason = place?.reason ?? error.message;
        throw fail(
          'validation',
          'VALIDATION',
          `Malformed JSON${where}: ${reason}`,
          response.status,
          [
            {
              ...(place ? { line: place.line, column: place.column } : {}),
              message: `not valid JSON: ${reason}`,
            },
          ],
        );
      }
      throw fail('network', 'NETWORK', error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      const code =
        json && typeof json === 'object' && 'code' in json && typeof json.code === 'string'
          ? json.code
          : 'UNKNOWN';
      throw fail('http', code, `HTTP ${response.status} ${code}`, response.status);
    }
    try {
      const parsed = parse(json, correlationId);
      settle();
      return parsed;
    } catch (error) {
      throw fail(
        'validation',
        'VALIDATION',
        error instanceof Error ? error.message : String(error),
        response.status,
      );
    }
  };

  return { env, banner, request };
}
