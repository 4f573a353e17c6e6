/**
 * `GET /content/{banner}/{path}`: raw content for src/content's `useContent`, which validates it.
 * Malformed JSON becomes a `validation` ApiError here; shape checks belong to the content layer.
 */
import { useApiClient } from '../api-provider';
import type { ApiClient } from '../client';
import { apiKey } from '../keys';
import { useApiQuery, type ApiQuery } from '../use-api-query';

/** Fetches one merged content fragment (left nav, FAQ, screens, forms…). */
export function fetchContent(client: ApiClient, path: string): Promise<unknown> {
  const url = `${client.env.contentBase}/${encodeURIComponent(client.banner)}/${path.split('/').map(encodeURIComponent).join('/')}`;
  return client.request({ url }, (json) => json);
}

/** The SWR key of a content path for a banner. */
export const contentKey = (banner: string, path: string) => apiKey('content', banner, path);

/** Raw content of a path, unvalidated: src/content wraps it with the kind's validator. */
export function useRawContent(path: string | null): ApiQuery<unknown> {
  const client = useApiClient();
  return useApiQuery(path ? contentKey(client.banner, path) : null, () =>
    fetchContent(client, path ?? ''),
  );
}
