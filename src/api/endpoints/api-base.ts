/** The API base of the client's environment (no React: the first module's calls use it too). */
import type { ApiClient } from '../client';

/** A path under the API base of the client's environment. */
export const api = (client: ApiClient, path: string) => `${client.env.apiBase}${path}`;
