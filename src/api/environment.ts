/**
 * Where each call goes in each environment (src/api/environments.json), chosen at build time by
 * `VITE_FRESHPASS_ENV` (default `local`, the same-origin sandbox). A build carries only its own
 * environment: scripts/build/environment-plugin.ts gives the app's bundle a table of that one
 * (issue 24), while Node (the server, the sandbox, tests) reads the whole file.
 */
import environments from './environments.json' with { type: 'json' };

/** The names of the environments. */
export type EnvironmentName = 'local' | 'qa1' | 'qa2' | 'qa3' | 'stage' | 'prod';

/** One environment's bases and keys. Empty origins mean same-origin (relative URLs). */
export interface Environment {
  apiBase: string;
  userInfoPath: string;
  userInfoOrigin: string;
  /** On a local host (localhost, *.localhost, 127.0.0.1) the user-info call goes here instead. */
  userInfoOriginOnLocalHost: string;
  contentBase: string;
  /** `getPartnerDiscount` in stage and prod (contract §7). */
  discountPlanPath: string;
  cardFrameUrl: string;
  signInUrl: string;
  /** The retailer's sign-out call (POST): ends the session; the header's Sign out sends it. */
  signOutUrl: string;
  reSignInUrl: string;
  subscriptionKey: string;
  /**
   * Cookies are `Secure` with the `__Host-` prefix (cookieNamesFor): every environment but the
   * local sandbox, which must keep working over plain http.
   */
  secureCookies: boolean;
  /** Absolute origins that may receive the bearer token; relative URLs always may. */
  trustedOrigins: string[];
  csp: { connectSrc: string[]; frameSrc: string[] };
}

const all = environments as Record<EnvironmentName, Environment>;

/** True for a known environment name. */
export function isEnvironmentName(name: string): name is EnvironmentName {
  return Object.hasOwn(all, name);
}

/** The names of the environments in the table (in a build: the build's own only). */
export function environmentNames(): string[] {
  return Object.keys(all);
}

/**
 * The environment of a name (unset or empty: `local`). An unknown name fails closed (issue 24):
 * `production` is no environment, and building or serving it as `local` would mount the sandbox
 * and its test controls, so it throws, listing the valid names.
 */
export function getEnvironment(name: string | undefined): Environment {
  if (!name) return all.local;
  if (isEnvironmentName(name)) return all[name];
  throw new Error(
    `VITE_FRESHPASS_ENV="${name}" names no environment: use one of ${environmentNames().join(', ')} (src/api/environments.json)`,
  );
}

/** The environment this build was made for. */
export function currentEnvironment(): Environment {
  return getEnvironment(import.meta.env?.VITE_FRESHPASS_ENV as string | undefined);
}

/** True for hosts that are a developer's machine. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

/** The user-info URL: on a local host it goes to the configured QA host (contract §7). */
export function userInfoUrl(
  env: Environment,
  hostname: string,
  banner: string,
  random: string,
): string {
  const origin = isLocalHost(hostname) ? env.userInfoOriginOnLocalHost : env.userInfoOrigin;
  const query = new URLSearchParams({ banner, _: random });
  return `${origin}${env.userInfoPath}?${query.toString()}`;
}
