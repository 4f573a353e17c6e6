/**
 * Gives the hooks their client: one per banner and environment. The app mounts it once, above
 * the routes, with the banner it resolved from the host.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './client';
import { currentEnvironment, type Environment } from './environment';

const ApiContext = createContext<ApiClient | null>(null);

/** Props of ApiProvider; `env` and `fetch` are for tests and previews. */
export interface ApiProviderProps {
  banner: string;
  env?: Environment;
  fetch?: typeof fetch;
  children: ReactNode;
}

/** Provides the API client to every hook below it. */
export function ApiProvider({ banner, env, fetch, children }: ApiProviderProps) {
  const client = useMemo(
    () => createApiClient({ banner, env: env ?? currentEnvironment(), fetch }),
    [banner, env, fetch],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The client of the nearest ApiProvider; a missing provider is a programming error. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient: wrap the app in <ApiProvider banner={…}>');
  return client;
}
