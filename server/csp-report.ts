/**
 * The CSP report endpoint (issue 15): browsers post each violation here, as `report-uri`
 * (`application/csp-report`) or the Reporting API (`application/reports+json`) sends it. Each
 * distinct violation on one of this server's pages is logged once, in one line, so what a hostile
 * content file trips is seen in QA without a flood; reports about other sites' pages are dropped.
 * The answer is always empty.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestHost } from '../sandbox/hosts';
import { oneLine, refusalLine, type Log } from './log';

/** A report body larger than this is refused unread (413). */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** Distinct violations remembered; past this, new ones are counted in one line, not logged. */
export const CSP_REPORT_MAX_DISTINCT = 1000;
/** Refused posts logged at most; past this, one line says the rest are not. */
export const CSP_REFUSALS_LOGGED = 20;

const TYPES = ['application/csp-report', 'application/reports+json'];

/** One violation, in the words both report formats share. */
export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source?: string;
  line?: number;
  column?: number;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The page a violation happened on, without its query (which may carry a redirect or code). */
function pageOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith('http') ? `${parsed.origin}${parsed.pathname}` : url;
  } catch {
    return url;
  }
}

function violation(fields: {
  document: unknown;
  directive: unknown;
  blocked: unknown;
  source: unknown;
  line: unknown;
  column: unknown;
}): CspViolation {
  return {
    document: pageOf(text(fields.document)),
    directive: text(fields.directive) || 'unknown directive',
    blocked: text(fields.blocked) || 'unknown',
    source: text(fields.source) || undefined,
    line: num(fields.line),
    column: num(fields.column),
  };
}

/**
 * The violations in a report body, or undefined when the body is not a report of the type:
 * `{ "csp-report": {…} }` (report-uri) or `[{ "type": "csp-violation", "body": {…} }]`.
 */
export function parseCspReports(type: string, body: unknown): CspViolation[] | undefined {
  if (type === 'application/csp-report') {
    const report = isObject(body) ? body['csp-report'] : undefined;
    if (!isObject(report)) return undefined;
    return [
      violation({
        document: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        source: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
      }),
    ];
  }
  if (!Array.isArray(body) || !body.every(isObject)) return undefined;
  return body
    .filter((r) => r.type === 'csp-violation' && isObject(r.body))
    .map((r) => {
      const b = r.body as Fields;
      return violation({
        document: b.documentURL ?? r.url,
        directive: b.effectiveDirective,
        blocked: b.blockedURL,
        source: b.sourceFile,
        line: b.lineNumber,
        column: b.columnNumber,
      });
    });
}

/** The one log line of a violation. */
export function violationLine(v: CspViolation): string {
  const at = v.source
    ? ` (${oneLine(v.source)}${v.line === undefined ? '' : `:${v.line}`}${v.column === undefined ? '' : `:${v.column}`})`
    : '';
  return `[csp] ${oneLine(v.directive, 60)} blocked ${oneLine(v.blocked)} on ${oneLine(v.document)}${at}`;
}

/**
 * True when the violation happened on a page of the host the report was posted to (issue 24):
 * our pages report to their own origin (`report-uri` is a path), while another site can point
 * its own policy's `report-uri` here and make browsers post reports about its pages, without a
 * preflight. Those are not ours, so they are dropped and use none of the allowance.
 */
export function isOwnPage(document: string, host: string): boolean {
  try {
    const url = new URL(document);
    return url.protocol.startsWith('http') && url.host === host;
  } catch {
    return false;
  }
}

/**
 * The endpoint's handlers (a body limit, then the report), logging each distinct violation on
 * this server's own pages once; refused posts are logged up to CSP_REFUSALS_LOGGED.
 */
export function cspReportHandlers(log: Log, maxDistinct = CSP_REPORT_MAX_DISTINCT) {
  const seen = new Set<string>();
  let unlogged = 0;
  let refusals = 0;
  const refuse = (c: Context, status: 400 | 413 | 415, reason: string) => {
    refusals += 1;
    if (refusals <= CSP_REFUSALS_LOGGED) log(refusalLine(status, c.req.method, c.req.path, reason));
    else if (refusals === CSP_REFUSALS_LOGGED + 1)
      log(
        `[csp] more than ${CSP_REFUSALS_LOGGED} refused report posts; further ones are not logged`,
      );
    c.header('Cache-Control', 'no-store');
    return c.body(null, status);
  };
  const limit = bodyLimit({
    maxSize: CSP_REPORT_MAX_BYTES,
    onError: (c) => refuse(c, 413, `report body over ${CSP_REPORT_MAX_BYTES} bytes`),
  });
  const report = async (c: Context) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!TYPES.includes(type)) return refuse(c, 415, `not a CSP report (${oneLine(type, 60)})`);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refuse(c, 400, 'malformed JSON in a CSP report');
    }
    const violations = parseCspReports(type, body);
    if (!violations) return refuse(c, 400, `not a ${type} body`);
    const host = requestHost(c);
    for (const v of violations) {
      if (!isOwnPage(v.document, host)) continue;
      const line = violationLine(v);
      if (seen.has(line)) continue;
      if (seen.size >= maxDistinct) {
        unlogged += 1;
        if (unlogged === 1)
          log(
            `[csp] more than ${maxDistinct} distinct violations; further new ones are not logged`,
          );
        continue;
      }
      seen.add(line);
      log(line);
    }
    return c.body(null, 204);
  };
  return [limit, report] as const;
}
