/** The retailer's sign-out call (`env.signOutUrl`), sent by the page header's Sign out. */
import type { ApiClient } from '../client';

/** Ends the session on the server; resolves once the session cookie is gone. */
export function signOut(client: ApiClient): Promise<void> {
  return client.request({ method: 'POST', url: client.env.signOutUrl }, () => undefined);
}
