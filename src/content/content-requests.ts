/**
 * Every content call goes through the typed API client (src/api/client.ts), so it sends the
 * banner and a fresh correlation id like every other call (spec §7), and fails as one ApiError.
 *
 * The first screen's content starts early: the server names it in the page's head
 * (`<meta name="freshpass-first-content">`, see sandbox/preload-hints.ts) and loads this module
 * with `<script type="module" async>`, so the calls leave while the entry JavaScript is still
 * downloading. A `<link rel="preload" as="fetch">` cannot do this: it cannot carry headers, and
 * Chromium hands its answer to the app's later fetch, so those calls went out without them.
 * The build keeps this module and what it imports in a chunk of their own (vite.config.ts), so
 * running it waits for nothing else; the entry imports the same chunk and takes the answers.
 */
import { createApiClient, type ApiClient } from '../api/client';
import { currentEnvironment } from '../api/environment';
import { contentUrl } from './content-url';
import { FIRST_CONTENT_META } from './first-content';

const clients = new Map<string, ApiClient>();

function clientOf(bannerId: string): ApiClient {
  let client = clients.get(bannerId);
  if (!client) {
    client = createApiClient({ banner: bannerId, env: currentEnvironment() });
    clients.set(bannerId, client);
  }
  return client;
}

/** A content answer and the correlation id of its call, for reports of what is wrong with it. */
export interface ContentAnswer {
  value: unknown;
  correlationId: string;
}

/** The content answer as JSON: an empty answer is no content at all, not `undefined` content. */
function parseContent(json: unknown, correlationId: string): ContentAnswer {
  if (json === undefined) throw new Error('not valid JSON: the answer is empty');
  return { value: json, correlationId };
}

/** Asks the content service for one path; every failure is an ApiError. */
export function requestContent(bannerId: string, path: string): Promise<ContentAnswer> {
  return clientOf(bannerId).request(
    { url: contentUrl(bannerId, path), accept: 'application/json' },
    parseContent,
  );
}

const early = new Map<string, Promise<ContentAnswer>>();
const earlyKey = (bannerId: string, path: string) => `${bannerId}\n${path}`;

/**
 * The answer of a call started early for this page, handed over once: later loads of the same
 * path (revalidation) are new calls with their own correlation id.
 */
export function takeEarlyContent(
  bannerId: string,
  path: string,
): Promise<ContentAnswer> | undefined {
  const key = earlyKey(bannerId, path);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}

/** Starts the calls the page's head names; a page without the meta starts none. */
export function startFirstContent(doc: Document | undefined = globalThis.document): void {
  const meta = doc?.querySelector(`meta[name="${FIRST_CONTENT_META}"]`);
  const bannerId = meta?.getAttribute('data-banner');
  if (!meta || !bannerId) return;
  for (const path of (meta.getAttribute('content') ?? '').split(/\s+/)) {
    const key = earlyKey(bannerId, path);
    if (!path || early.has(key)) continue;
    const answer = requestContent(bannerId, path);
    // Whoever takes it handles a failure; until then it must not count as unhandled.
    answer.catch(() => undefined);
    early.set(key, answer);
  }
}

startFirstContent();
