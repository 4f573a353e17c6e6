/**
 * A host that names no banner gets the fallback banner (the spec's rule), but not silently: the
 * console says so once per host, so an editor who typed `zesty.localhost` before adding
 * banners/zesty.json, or misspelt a host, knows why the page is Safeway's.
 */
import { fallbackBanner, matchBanner, type BannerRef } from '../src/content/banner-resolution';
import { hostnameOf } from '../sandbox/hosts';
import { isBannerId } from '../shared-node/banner-id';
import { oneLine, type Log } from './log';

/** Hosts logged at most (a client picks the Host header; the log must not grow without end). */
export const MAX_HOSTS_LOGGED = 100;

/** Hosts that are the machine itself, where the fallback is what anyone expects. */
export function isPlainAddress(hostname: string): boolean {
  return (
    hostname === '' ||
    hostname === 'localhost' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ||
    hostname.startsWith('[') ||
    hostname.includes(':')
  );
}

/** Returns the check the server runs before answering a page: logs each unmatched host once. */
export function unmatchedHostLog(log: Log) {
  const logged = new Set<string>();
  return (host: string, banners: readonly BannerRef[]): void => {
    const name = hostnameOf(host);
    if (isPlainAddress(name) || banners.length === 0 || matchBanner(name, banners)) return;
    if (logged.has(name) || logged.size > MAX_HOSTS_LOGGED) return;
    logged.add(name);
    if (logged.size > MAX_HOSTS_LOGGED) {
      log(`[server] more than ${MAX_HOSTS_LOGGED} hosts name no banner; no more are logged`);
      return;
    }
    const fallback = fallbackBanner(banners).id;
    // Only a valid banner id goes into a command to paste (never `$(id)x` from a Host header).
    const label = name.split('.')[0] ?? '';
    const hint = isBannerId(label)
      ? ` For a banner of its own, add banners/${label}.json (npm run new-banner -- ${label} --from ${fallback}).`
      : ' A banner id is lower-case letters and digits (vons for vons.localhost).';
    log(
      `[server] host ${oneLine(name, 120)} names no banner: serving ${fallback}, the fallback.${hint}`,
    );
  };
}
