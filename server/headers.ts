/**
 * The headers every answer of the server carries (issue 7, issue 15): the Content-Security-Policy
 * (with its report endpoint), and the headers that turn off what the app never uses.
 */
import type { Environment } from '../src/api/environment';

/**
 * Where browsers send CSP violation reports (server/csp-report.ts answers it), named by
 * `report-uri` alone: Chromium sends such a report at once, from the page, while with `report-to`
 * present it ignores `report-uri` and queues the report for its Reporting service (none arrived
 * within 70 s in headless Chromium), so a QA run would not see what a content file tripped.
 */
export const CSP_REPORT_PATH = '/__csp-report';

/**
 * The Content-Security-Policy of every page but the card frame: the fixed directives (no script
 * but the site's own files, no plugins, no `<base>` elsewhere, no framing, forms post to the site
 * only), then `connect-src` and `frame-src` only when the environment names hosts beyond the
 * page's own origin, then where to report a violation. Everything else (styles, images, fonts) falls back to `default-src 'self'`, so
 * content images are files of the site (content/assets/), never `data:` URLs.
 */
export function contentSecurityPolicy(env: Environment): string {
  const sources = (directive: string, hosts: readonly string[]) =>
    hosts.length > 0 ? [`${directive} 'self' ${hosts.join(' ')}`] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...sources('connect-src', env.csp.connectSrc),
    ...sources('frame-src', env.csp.frameSrc),
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * Browser features the account area never uses, off for the page and every frame in it. The card
 * frame is a plain form (no Payment Request API), so `payment` is off too; a token service that
 * needs it would be allowed by its origin here (`payment=(self "https://…")`).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers of every answer. The CSP is set only where the answer has none of its own (the
 * card frame lets the app frame it).
 */
export function securityHeaders(env: Environment): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The headers as `Name: value` lines, for a host's configuration (server/print-headers.ts). */
export function headerLines(env: Environment): string[] {
  return Object.entries(securityHeaders(env)).map(([name, value]) => `${name}: ${value}`);
}
