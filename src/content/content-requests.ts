/**
 * Every content call goes through the typed API client (src/api/client.ts), so it sends the
 * banner and a fresh correlation id like every other call (contract §7), and fails as one ApiError.
 * A prerendered page carries its first screen's content (src/app/page-data.ts), so no call is
 * started ahead of the app: each path is read once, by its hook, after the page hydrates.
 */
import { createApiClient, type ApiClient } from '../api/client';
import { currentEnvironment } from '../api/environment';
import { contentUrl } from './content-url';

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
