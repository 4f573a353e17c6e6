/**
 * Which host a request is for, and whether this server serves it (issue 24). The request
 * target's authority decides (RFC 9112 §3.2.2: an absolute-form target's authority wins over
 * `Host`), and a request with two `Host` headers is refused, so a cache keyed on either header
 * never stores the other banner's page. With the sandbox mounted, only the hosts it serves get an
 * answer: loopback names, `*.localhost`, IP literals and the name given with `HOST`. A DNS
 * rebinding page (`rebind.attacker.example` resolving to 127.0.0.1) names its own host, so it
 * never reaches the test controls, whatever its `Origin` says.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** The host's name without port, case or trailing dot (`[::1]` keeps its brackets). */
export function hostnameOf(host: string): string {
  const name = host.trim().toLowerCase();
  const bare = name.startsWith('[') ? name.replace(/\]:\d+$/, ']') : name.replace(/:\d+$/, '');
  return bare.replace(/\.$/, '');
}

/** True for an IPv4 or bracketed IPv6 literal: no DNS name, so no rebinding through it. */
export function isIpLiteral(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || /^\[[0-9a-f:.]+\]$/.test(hostname);
}

/**
 * The names `HOST` adds to the served hosts: itself and its subdomains (`vons.<name>`), when it
 * is a name; an address (`0.0.0.0`, `::`, `10.0.0.5`) adds none, as its hosts are IP literals.
 */
export function hostNamesOf(host: string | undefined): string[] {
  const name = hostnameOf(host ?? '');
  if (!name || isIpLiteral(name) || name.includes(':') || !/^[a-z0-9.-]+$/.test(name)) return [];
  return [name];
}

/** True when the server answers for this Host value (see the file's comment). */
export function isServedHost(host: string, names: readonly string[]): boolean {
  const name = hostnameOf(host);
  if (!name) return false;
  if (name === 'localhost' || name.endsWith('.localhost') || isIpLiteral(name)) return true;
  return names.some((n) => name === n || name.endsWith(`.${n}`));
}

/** The authority a request is for: the request target's, which Hono's URL holds (see above). */
export function requestHost(c: Context): string {
  return new URL(c.req.url).host;
}

/**
 * 400 for two `Host` headers (Hono joins repeated headers with a comma, never valid in a host);
 * when `names` is given, 421 for a host this server does not serve.
 */
export function servedHosts(names?: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('host');
    if (header?.includes(',')) return noStoreText(c, 'Bad request: more than one Host header', 400);
    if (names && !isServedHost(requestHost(c), names)) {
      const also = names.length ? `, ${names.join(', ')}` : '';
      return noStoreText(
        c,
        `Misdirected request: this server answers localhost, *.localhost and IP addresses${also} (HOST names another)`,
        421,
      );
    }
    return next();
  };
}

function noStoreText(c: Context, text: string, status: 400 | 421) {
  c.header('Cache-Control', 'no-store');
  return c.text(text, status);
}
